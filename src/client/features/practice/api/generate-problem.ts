import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { CreateProblemInput } from "@/shared/schemas/practice";
import { getProblemsQueryOptions } from "./list-problems";

export async function generateProblem(input: CreateProblemInput) {
  const { problem } = await unwrap(await api.practice.problems.$post({ json: input }));
  return problem;
}

export function useGenerateProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateProblem,
    // Returning the promise keeps the mutation pending (and the skeleton shown) until the list has the problem.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getProblemsQueryOptions().queryKey }),
  });
}
