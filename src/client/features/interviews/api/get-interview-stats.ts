import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getInterviewsQueryOptions } from "./list-interviews";

/** The stat cards' figures over the whole history, counted by the server (the history comes by pages). */
export async function getInterviewStats() {
  const { stats } = await unwrap(await api.interviews.stats.$get());
  return stats;
}

/** Under the history's key, so whatever invalidates the history (start, finish, end, rate) recounts. */
export function getInterviewStatsQueryOptions() {
  return queryOptions({
    queryKey: [...getInterviewsQueryOptions().queryKey, "stats"] as const,
    queryFn: getInterviewStats,
  });
}

export function useInterviewStats() {
  return useQuery(getInterviewStatsQueryOptions());
}
