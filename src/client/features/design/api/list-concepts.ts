import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** Each concept of the Concept Library with the library scenarios that need it (its texts are in shared/design). */
export async function listConcepts() {
  const { concepts } = await unwrap(await api.design.concepts.$get());
  return concepts;
}

export function getConceptsQueryOptions() {
  // The library changes only with a deployment.
  return queryOptions({ queryKey: ["design", "concepts"], queryFn: listConcepts, staleTime: Number.POSITIVE_INFINITY });
}

export function useConcepts() {
  return useQuery(getConceptsQueryOptions());
}
