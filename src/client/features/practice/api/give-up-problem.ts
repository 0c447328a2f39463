import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getEditorialQueryOptions } from "./editorial-help";
import { getProblemQueryOptions } from "./get-problem";
import { getSolutionQueryOptions } from "./get-solution";

/** "Give up and show the solution": records when, once, and answers with the solution. */
export async function giveUpProblem(id: string) {
  const { solution } = await unwrap(await api.practice.problems[":id"]["give-up"].$post({ param: { id } }));
  return solution;
}

export function useGiveUpProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveUpProblem,
    onSuccess: (solution, id) => {
      queryClient.setQueryData(getSolutionQueryOptions(id).queryKey, solution);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: getProblemQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: getEditorialQueryOptions(id).queryKey }),
      ]);
    },
  });
}
