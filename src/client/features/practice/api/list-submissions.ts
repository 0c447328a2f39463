import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** One page of the user's submissions for a problem, newest first, without their code. */
export async function listSubmissions(id: string, cursor: string | null) {
  const query = cursor ? { cursor } : {};
  return unwrap(await api.practice.problems[":id"].submissions.$get({ param: { id }, query }));
}

/** A new submission invalidates this key: the pages already shown are read again, the new one on top. */
export function getSubmissionsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: ["practice", "solving", id, "submissions"],
    queryFn: ({ pageParam }) => listSubmissions(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useSubmissions(id: string) {
  return useInfiniteQuery(getSubmissionsQueryOptions(id));
}
