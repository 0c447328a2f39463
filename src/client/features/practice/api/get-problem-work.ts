import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The user's drafts per language, last language, notes and timer for a problem (empty before any). */
export async function getProblemWork(id: string) {
  const { work } = await unwrap(await api.practice.problems[":id"].work.$get({ param: { id } }));
  return work;
}

export function getProblemWorkQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["practice", "solving", id, "work"],
    queryFn: () => getProblemWork(id),
    // The page reads it once when it opens and then writes it; a refetch on focus would only race the
    // autosave (the editor keeps its own value), so it is refreshed by the saves instead.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useProblemWork(id: string) {
  return useQuery(getProblemWorkQueryOptions(id));
}
