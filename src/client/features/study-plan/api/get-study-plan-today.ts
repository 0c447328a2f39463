import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getBrowserTimeZone } from "@/client/lib/get-browser-time-zone";

/** The study plan's suggestion for today: the readiness and the next best session (the dashboard's). */
export async function getStudyPlanToday(tz: string) {
  return unwrap(await api["study-plan"].today.$get({ query: { tz } }));
}

export type StudyPlanToday = Awaited<ReturnType<typeof getStudyPlanToday>>;

export function getStudyPlanTodayQueryOptions(tz = getBrowserTimeZone()) {
  return queryOptions({
    queryKey: ["study-plan", "today", tz],
    queryFn: () => getStudyPlanToday(tz),
    // Any practice changes it, like the readiness it is: read afresh whenever the plan opens.
    staleTime: 0,
  });
}

export function useStudyPlanToday() {
  return useQuery(getStudyPlanTodayQueryOptions());
}
