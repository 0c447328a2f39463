import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The user's drafts per language, last language, notes and timer for a problem (empty before any). */
export async function getWorkspace(id: string) {
  const { workspace } = await unwrap(await api.practice.problems[":id"].workspace.$get({ param: { id } }));
  return workspace;
}

export function getWorkspaceQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["practice", "solving", id, "workspace"],
    queryFn: () => getWorkspace(id),
    // The page reads it once when it opens and then writes it; a refetch on focus would only race the
    // autosave (the editor keeps its own value), so it is refreshed by the saves instead.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useWorkspace(id: string) {
  return useQuery(getWorkspaceQueryOptions(id));
}
