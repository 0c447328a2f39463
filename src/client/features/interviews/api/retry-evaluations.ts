import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getInterviewQueryOptions } from "./get-interview";

/** Queues the interview's failed evaluations again; the answers themselves were never touched. */
export async function retryEvaluations(id: string) {
  const { interview } = await unwrap(await api.interviews[":id"].evaluations.retry.$post({ param: { id } }));
  return interview;
}

export function useRetryEvaluations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEvaluations,
    onSuccess: (interview) => queryClient.setQueryData(getInterviewQueryOptions(interview.id).queryKey, interview),
  });
}
