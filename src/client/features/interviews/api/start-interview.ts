import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { CreateInterviewInput } from "@/shared/schemas/interviews";
import { getInterviewQueryOptions } from "./get-interview";
import { getInterviewsQueryOptions } from "./list-interviews";

/** Generates five questions and starts the interview at the first. */
export async function startInterview(input: CreateInterviewInput) {
  const { interview } = await unwrap(await api.interviews.$post({ json: input }));
  return interview;
}

export function useStartInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startInterview,
    onSuccess: (interview) => {
      queryClient.setQueryData(getInterviewQueryOptions(interview.id).queryKey, interview);
      return queryClient.invalidateQueries({ queryKey: getInterviewsQueryOptions().queryKey });
    },
  });
}
