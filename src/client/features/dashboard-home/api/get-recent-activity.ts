import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

const RECENT_ACTIVITY_LIMIT = 8;

/** The user's latest activity events, newest first. */
export async function getRecentActivity() {
  return unwrap(await api.activity.recent.$get({ query: { limit: String(RECENT_ACTIVITY_LIMIT) } }));
}

export type ActivityEventView = Awaited<ReturnType<typeof getRecentActivity>>["events"][number];

export function getRecentActivityQueryOptions() {
  return queryOptions({
    queryKey: ["activity", "recent"],
    queryFn: getRecentActivity,
    // Written by every feature (see getAnalyticsQueryOptions): refetch whenever the dashboard opens.
    staleTime: 0,
  });
}

export function useRecentActivity() {
  return useQuery(getRecentActivityQueryOptions());
}
