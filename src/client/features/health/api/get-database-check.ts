import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { STATUS_REFETCH_INTERVAL_MS } from "./get-health";

/** The database check (GET /api/ready, the standard readiness probe): the server reaches its database. */
export async function getDatabaseCheck() {
  return unwrap(await api.ready.$get());
}

export function getDatabaseCheckQueryOptions() {
  return queryOptions({
    queryKey: ["health", "ready"],
    queryFn: getDatabaseCheck,
    refetchInterval: STATUS_REFETCH_INTERVAL_MS,
    retry: false,
  });
}

export function useDatabaseCheck() {
  return useQuery(getDatabaseCheckQueryOptions());
}
