import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getEditorialQueryOptions } from "./editorial-help";
import { getProblemQueryOptions } from "./get-problem";

/** Records how many hints the page shows now (readiness and the review grade weigh them). */
export async function revealHints({ id, revealed }: { id: string; revealed: number }) {
  return unwrap(await api.practice.problems[":id"].hints.$put({ param: { id }, json: { revealed } }));
}

export function useRevealHints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealHints,
    onSuccess: ({ hintsRevealed }, { id }) => {
      queryClient.setQueryData(getProblemQueryOptions(id).queryKey, (problem) =>
        problem ? { ...problem, hintsRevealed } : problem,
      );
      // The last hint opens the editorial's steps: a request for them sent before this one may have been refused.
      return queryClient.invalidateQueries({ queryKey: getEditorialQueryOptions(id).queryKey });
    },
  });
}
