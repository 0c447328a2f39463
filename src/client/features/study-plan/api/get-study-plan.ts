import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The study plan's settings and the plan for today (both null before a date is set). */
export async function getStudyPlan() {
  return unwrap(await api["study-plan"].$get());
}

export function getStudyPlanQueryOptions() {
  return queryOptions({ queryKey: ["study-plan"], queryFn: getStudyPlan });
}

export function useStudyPlan() {
  return useQuery(getStudyPlanQueryOptions());
}
