import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { InterviewAction } from "@/shared/schemas/interviews";
import { getInterviewQueryOptions } from "./get-interview";
import { getInterviewsQueryOptions } from "./list-interviews";

/** next / previous / finish / end. */
export async function updateInterview({ id, action }: { id: string; action: InterviewAction }) {
  const { interview } = await unwrap(await api.interviews[":id"].$patch({ param: { id }, json: { action } }));
  return interview;
}

export function useUpdateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInterview,
    onSuccess: (interview) => {
      queryClient.setQueryData(getInterviewQueryOptions(interview.id).queryKey, interview);
      return queryClient.invalidateQueries({ queryKey: getInterviewsQueryOptions().queryKey });
    },
  });
}
