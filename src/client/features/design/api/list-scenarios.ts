import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** One page of the user's saved scenarios, newest first, as card summaries. */
export async function listScenarios(cursor: string | null) {
  return unwrap(await api.design.scenarios.$get({ query: cursor ? { cursor } : {} }));
}

/**
 * The stats' and each scenario's keys start with this one: mutations invalidate all of them through it,
 * and an invalidated list refetches the pages it had from the first one, so a new scenario comes on top.
 */
export function getScenariosQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ["design", "scenarios"],
    queryFn: ({ pageParam }) => listScenarios(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useScenarios() {
  return useInfiniteQuery(getScenariosQueryOptions());
}
