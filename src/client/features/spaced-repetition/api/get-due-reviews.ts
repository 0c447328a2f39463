import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getBrowserTimeZone } from "@/client/lib/get-browser-time-zone";

/** The review cards due before the end of the user's today, within the daily limits, by track. */
export async function getDueReviews(tz: string) {
  return unwrap(await api["spaced-repetition"].due.$get({ query: { tz } }));
}

export type DueReviews = Awaited<ReturnType<typeof getDueReviews>>;
export type DueReviewCard = DueReviews["tracks"][number]["cards"][number];

export function getDueReviewsQueryOptions(tz = getBrowserTimeZone()) {
  // Solving, evaluating, reviewing and reading make cards elsewhere: refetch whenever it is shown.
  return queryOptions({ queryKey: ["spaced-repetition", "due", tz], queryFn: () => getDueReviews(tz), staleTime: 0 });
}

export function useDueReviews() {
  return useQuery(getDueReviewsQueryOptions());
}
