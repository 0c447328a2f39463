import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getSubmissionsQueryOptions } from "./list-submissions";

/** One submission with its code and first failing test. */
export async function getSubmission(id: string, submissionId: string) {
  const response = await api.practice.problems[":id"].submissions[":submissionId"].$get({
    param: { id, submissionId },
  });
  const { submission } = await unwrap(response);
  return submission;
}

export function getSubmissionQueryOptions(id: string, submissionId: string) {
  return queryOptions({
    queryKey: [...getSubmissionsQueryOptions(id).queryKey, submissionId],
    queryFn: () => getSubmission(id, submissionId),
    // A stored submission never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
