import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { ListProblemsQuery } from "@/shared/schemas/practice";

/** One page of the user's saved problems, newest first, filtered by the server. */
export async function listProblems(query: ListProblemsQuery) {
  return unwrap(await api.practice.problems.$get({ query }));
}

/**
 * Without filters the key is ["practice", "problems", {}], which TanStack Query matches against every
 * filtered list and the stats too (keys match partially, objects included): mutations invalidate all
 * of them through it, and an invalidated list refetches the pages it had from the first one.
 */
export function getProblemsQueryOptions(query: Omit<ListProblemsQuery, "cursor"> = {}) {
  return infiniteQueryOptions({
    queryKey: ["practice", "problems", query],
    queryFn: ({ pageParam }) => listProblems({ ...query, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A new filter keeps the current list on screen until its answer arrives, instead of a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useProblems(query?: Omit<ListProblemsQuery, "cursor">) {
  return useInfiniteQuery(getProblemsQueryOptions(query));
}
