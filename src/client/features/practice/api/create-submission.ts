import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { CreateSubmissionInput } from "@/shared/schemas/solving";
import { getEditorialQueryOptions } from "./editorial-help";
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
      void refreshAfterSubmission(queryClient, id, { isProblemFresh: true });
    },
  });
}

/**
 * What a stored submission changes: the list, and for the first accepted one the solution, the whole
 * editorial, the problem's Solved state and the arena's marker and stats. A runner's Submit is stored by the server, which sends
 * the problem back to nobody: then the problem is fetched again too.
 */
export async function refreshAfterSubmission(queryClient: QueryClient, id: string, { isProblemFresh = false } = {}) {
  await Promise.all([
    isProblemFresh ? undefined : queryClient.invalidateQueries({ queryKey: getProblemQueryOptions(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: getSubmissionsQueryOptions(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: getSolutionQueryOptions(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: getEditorialQueryOptions(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: getProblemsQueryOptions().queryKey }),
  ]);
}
