import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** How often the status page checks again on its own. */
export const STATUS_REFETCH_INTERVAL_MS = 30_000;

/** Liveness: the server process answers. */
export async function getHealth() {
  return unwrap(await api.health.$get());
}

export function getHealthQueryOptions() {
  return queryOptions({
    queryKey: ["health", "live"],
    queryFn: getHealth,
    refetchInterval: STATUS_REFETCH_INTERVAL_MS,
    // A status page reports what it sees; retrying would hide an outage for a while.
    retry: false,
  });
}

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
