import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getStartedProblemIdsQueryOptions } from "./list-started-problem-ids";

/** Records that the user started a problem (an AI feature: 402 without access). */
export async function startProblem(id: string) {
  const response = await api.practice.problems[":id"].start.$post({ param: { id } });
  // 204 has no body to read: only a failure is unwrapped (into an ApiError).
  if (!response.ok) await unwrap(response);
}

export function useStartProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startProblem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getStartedProblemIdsQueryOptions().queryKey }),
  });
}
