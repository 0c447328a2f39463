import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The user's saved problems, newest first; the arena filters them on the client (spec section 5). */
export async function listProblems() {
  const { problems } = await unwrap(await api.practice.problems.$get({ query: {} }));
  return problems;
}

export function getProblemsQueryOptions() {
  return queryOptions({ queryKey: ["practice", "problems"], queryFn: listProblems });
}

export function useProblems() {
  return useQuery(getProblemsQueryOptions());
}
