import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { STATUS_REFETCH_INTERVAL_MS } from "./get-health";

/** Readiness: the server reaches its database. */
export async function getReadiness() {
  return unwrap(await api.ready.$get());
}

export function getReadinessQueryOptions() {
  return queryOptions({
    queryKey: ["health", "ready"],
    queryFn: getReadiness,
    refetchInterval: STATUS_REFETCH_INTERVAL_MS,
    retry: false,
  });
}

export function useReadiness() {
  return useQuery(getReadinessQueryOptions());
}
