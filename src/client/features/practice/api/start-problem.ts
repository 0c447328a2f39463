import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getProblemQueryOptions } from "./get-problem";
import { getProblemsQueryOptions } from "./list-problems";

/** Records that the user started a problem (an AI feature: 402 without access); the first Start sets startedAt. */
export async function startProblem(id: string) {
  const response = await api.practice.problems[":id"].start.$post({ param: { id } });
  // 204 has no body to read: only a failure is unwrapped (into an ApiError).
  if (!response.ok) await unwrap(response);
}

export function useStartProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startProblem,
    // Not awaited: the arena opens the problem page at once and the refetches land behind it.
    onSuccess: (_, id) => {
      void queryClient.invalidateQueries({ queryKey: getProblemsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getProblemQueryOptions(id).queryKey });
    },
  });
}
