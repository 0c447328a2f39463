import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The user's saved scenarios, newest first. */
export async function listScenarios() {
  const { scenarios } = await unwrap(await api.design.scenarios.$get());
  return scenarios;
}

export function getScenariosQueryOptions() {
  return queryOptions({ queryKey: ["design", "scenarios"], queryFn: listScenarios });
}

export function useScenarios() {
  return useQuery(getScenariosQueryOptions());
}
