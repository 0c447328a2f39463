import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The dashboard shows a short list first; each Load more adds as many again. */
const ACTIVITY_PAGE_SIZE = 8;

/** One page of the user's activity events, newest first. */
export async function listActivity(cursor: string | null) {
  const query = { limit: String(ACTIVITY_PAGE_SIZE), ...(cursor ? { cursor } : {}) };
  return unwrap(await api.activity.$get({ query }));
}

export type ActivityEventView = Awaited<ReturnType<typeof listActivity>>["events"][number];

/** An invalidated list refetches the pages it had from the first one, so nothing is lost or repeated. */
export function getActivityQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ["activity", "list"],
    queryFn: ({ pageParam }) => listActivity(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Written by every feature (see getAnalyticsQueryOptions): refetch whenever the dashboard opens.
    staleTime: 0,
  });
}

export function useActivity() {
  return useInfiniteQuery(getActivityQueryOptions());
}
