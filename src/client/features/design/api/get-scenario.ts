import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getScenariosQueryOptions } from "./list-scenarios";

/** One scenario in the user's list with its requirements, constraints, criteria and concepts. */
export async function getScenario(id: string) {
  const { scenario } = await unwrap(await api.design.scenarios[":id"].$get({ param: { id } }));
  return scenario;
}

/** Under the list's key, so a review or a clear that invalidates the list reads it again too. */
export function getScenarioQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...getScenariosQueryOptions().queryKey, "detail", id] as const,
    queryFn: () => getScenario(id),
  });
}

/** The scenario with that id; idle without one. */
export function useScenario(id: string | null) {
  return useQuery({ ...getScenarioQueryOptions(id ?? ""), enabled: id !== null });
}
