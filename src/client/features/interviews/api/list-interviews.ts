import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** One page of the interview history, newest first, without the questions. */
export async function listInterviews(cursor: string | null) {
  return unwrap(await api.interviews.$get({ query: cursor ? { cursor } : {} }));
}

/**
 * Mutations invalidate the history and its stats through this key (the stats' key starts with it); an
 * invalidated history refetches the pages it had from the first one, so a new interview comes on top.
 */
export function getInterviewsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ["interviews", "list"],
    queryFn: ({ pageParam }) => listInterviews(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useInterviews() {
  return useInfiniteQuery(getInterviewsQueryOptions());
}
