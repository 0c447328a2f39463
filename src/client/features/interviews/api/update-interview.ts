import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { InterviewAction } from "@/shared/schemas/interviews";
import { getInterviewQueryOptions } from "./get-interview";
import { getInterviewsQueryOptions } from "./list-interviews";

/**
 * Every PATCH of an interview (a step or a rating) shares this key and scope: they reach the server one
 * at a time, in the order the user made them, so a Finish never overtakes the rating before it.
 */
export const INTERVIEW_UPDATE_MUTATION = { mutationKey: ["interviews", "update"], scope: { id: "interviews-update" } };

/** next / previous / finish / end. */
export async function updateInterview({ id, action }: { id: string; action: InterviewAction }) {
  const { interview } = await unwrap(await api.interviews[":id"].$patch({ param: { id }, json: { action } }));
  return interview;
}

export function useUpdateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    ...INTERVIEW_UPDATE_MUTATION,
    mutationFn: updateInterview,
    onSuccess: (interview) => {
      queryClient.setQueryData(getInterviewQueryOptions(interview.id).queryKey, interview);
      return queryClient.invalidateQueries({ queryKey: getInterviewsQueryOptions().queryKey });
    },
  });
}
