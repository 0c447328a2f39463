import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The user's submissions for a problem, newest first (at most 50). */
export async function listSubmissions(id: string) {
  const { submissions } = await unwrap(await api.practice.problems[":id"].submissions.$get({ param: { id } }));
  return submissions;
}

export function getSubmissionsQueryOptions(id: string) {
  return queryOptions({ queryKey: ["practice", "solving", id, "submissions"], queryFn: () => listSubmissions(id) });
}

export function useSubmissions(id: string) {
  return useQuery(getSubmissionsQueryOptions(id));
}
