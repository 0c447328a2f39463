import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getBrowserTimeZone } from "@/client/lib/get-browser-time-zone";

/** Stat cards, streak, skills, weekly activity, achievements and heat map of the signed-in user. */
export async function getAnalytics(tz: string) {
  return unwrap(await api.analytics.$get({ query: { tz } }));
}

export type Analytics = Awaited<ReturnType<typeof getAnalytics>>;

export function getAnalyticsQueryOptions(tz = getBrowserTimeZone()) {
  return queryOptions({
    queryKey: ["analytics", tz],
    queryFn: () => getAnalytics(tz),
    // Every feature's writes (a problem solved, an interview finished…) change these figures, and none of
    // them knows about this query: refetch whenever a tab showing them opens, never show last visit's.
    staleTime: 0,
  });
}

export function useAnalytics() {
  return useQuery(getAnalyticsQueryOptions());
}
