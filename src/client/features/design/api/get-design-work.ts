import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The user's diagram, phase notes and clock for a scenario, with the version the next save builds on. */
export async function getDesignWork(id: string) {
  const { design } = await unwrap(await api.design.scenarios[":id"].design.$get({ param: { id } }));
  return design;
}

export function getDesignWorkQueryOptions(id: string) {
  // Read fresh each time the page opens (another device may have saved), and never behind the editor's
  // back: the editor takes the design once, and a refetch must not replace what is being drawn.
  return queryOptions({
    queryKey: ["design", "work", id],
    queryFn: () => getDesignWork(id),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useDesignWork(id: string) {
  return useQuery(getDesignWorkQueryOptions(id));
}
