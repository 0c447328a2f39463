import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getScenariosQueryOptions } from "./list-scenarios";

/** The stat cards' figures over every scenario in the list, counted by the server (the list comes by pages). */
export async function getScenarioStats() {
  const { stats } = await unwrap(await api.design.scenarios.stats.$get());
  return stats;
}

/** Under the list's key, so whatever invalidates the list (generate, review, clear) recounts. */
export function getScenarioStatsQueryOptions() {
  return queryOptions({
    queryKey: [...getScenariosQueryOptions().queryKey, "stats"] as const,
    queryFn: getScenarioStats,
  });
}

export function useScenarioStats() {
  return useQuery(getScenarioStatsQueryOptions());
}
