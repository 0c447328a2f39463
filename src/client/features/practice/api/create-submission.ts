import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { CreateSubmissionInput } from "@/shared/schemas/solving";
import { getProblemQueryOptions } from "./get-problem";
import { getSolutionQueryOptions } from "./get-solution";
import { getProblemsQueryOptions } from "./list-problems";
import { getSubmissionsQueryOptions } from "./list-submissions";

/** Stores a submission the browser judged; the first accepted one solves the problem. */
export async function createSubmission({ id, input }: { id: string; input: CreateSubmissionInput }) {
  return unwrap(await api.practice.problems[":id"].submissions.$post({ param: { id }, json: input }));
}

export function useCreateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubmission,
    onSuccess: ({ problem }, { id }) => {
      queryClient.setQueryData(getProblemQueryOptions(id).queryKey, problem);
      void queryClient.invalidateQueries({ queryKey: getSubmissionsQueryOptions(id).queryKey });
      // An accepted submission unlocks the solution and changes the arena's Solved marker and stats.
      void queryClient.invalidateQueries({ queryKey: getSolutionQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: getProblemsQueryOptions().queryKey });
    },
  });
}
