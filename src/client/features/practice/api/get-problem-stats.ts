import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getProblemsQueryOptions } from "./list-problems";

/** The stat cards' counts over every saved problem, counted by the server (the list comes by pages). */
export async function getProblemStats() {
  const { stats } = await unwrap(await api.practice.problems.stats.$get());
  return stats;
}

/** Under the unfiltered list's key, so whatever invalidates the lists (generate, start, solve, clear) recounts. */
export function getProblemStatsQueryOptions() {
  return queryOptions({
    queryKey: [...getProblemsQueryOptions().queryKey, "stats"] as const,
    queryFn: getProblemStats,
  });
}

export function useProblemStats() {
  return useQuery(getProblemStatsQueryOptions());
}
