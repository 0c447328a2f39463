import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getProblemQueryOptions } from "./get-problem";
import { getProblemsQueryOptions } from "./list-problems";

/** Mark as solved: idempotent, and open to every signed-in user (it uses no AI). */
export async function solveProblem(id: string) {
  const { problem } = await unwrap(await api.practice.problems[":id"].solve.$post({ param: { id } }));
  return problem;
}

export function useSolveProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: solveProblem,
    onSuccess: (problem) => {
      queryClient.setQueryData(getProblemQueryOptions(problem.id).queryKey, problem);
      // The arena's Solved marker and stats strip read the list.
      return queryClient.invalidateQueries({ queryKey: getProblemsQueryOptions().queryKey });
    },
  });
}
