import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The signed-in user's study of the Concept Library: minutes in all and per concept. */
export async function getConceptStudy() {
  const { study } = await unwrap(await api.design.concepts.study.$get());
  return study;
}

export function getConceptStudyQueryOptions() {
  return queryOptions({ queryKey: ["design", "concepts", "study"], queryFn: getConceptStudy });
}

export function useConceptStudy() {
  return useQuery(getConceptStudyQueryOptions());
}
