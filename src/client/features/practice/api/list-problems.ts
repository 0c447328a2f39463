import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { ListProblemsQuery } from "@/shared/schemas/practice";

/** The user's saved problems, newest first, filtered by the server (spec section 5). */
export async function listProblems(query: ListProblemsQuery) {
  const { problems } = await unwrap(await api.practice.problems.$get({ query }));
  return problems;
}

/**
 * Without filters the key is ["practice", "problems", {}], which TanStack Query matches against every
 * filtered list too (keys match partially, objects included): mutations invalidate all lists through it.
 */
export function getProblemsQueryOptions(query: ListProblemsQuery = {}) {
  return queryOptions({
    queryKey: ["practice", "problems", query],
    queryFn: () => listProblems(query),
    // A new filter keeps the current list on screen until its answer arrives, instead of a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useProblems(query?: ListProblemsQuery) {
  return useQuery(getProblemsQueryOptions(query));
}
