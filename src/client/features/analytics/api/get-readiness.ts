import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getBrowserTimeZone } from "@/client/lib/get-browser-time-zone";

/** Mastery per area, the weakest three and the next best session of the signed-in user. */
export async function getReadiness(tz: string) {
  return unwrap(await api.analytics.readiness.$get({ query: { tz } }));
}

export type ReadinessReport = Awaited<ReturnType<typeof getReadiness>>;
export type ReadinessArea = ReadinessReport["readiness"]["topics"][number];

export function getReadinessQueryOptions(tz = getBrowserTimeZone()) {
  return queryOptions({
    queryKey: ["analytics", "readiness", tz],
    queryFn: () => getReadiness(tz),
    // Like the analytics figures: any practice changes it, so each tab that shows it reads it afresh.
    staleTime: 0,
  });
}

export function useReadiness() {
  return useQuery(getReadinessQueryOptions());
}
