import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** Every library problem and every problem the user generated, with the user's status, and the curated lists. */
export async function getProblemCatalogue() {
  return unwrap(await api.practice.library.$get());
}

/**
 * Under ["practice", "problems", …]: every mutation that invalidates the problem lists (Generate, Start,
 * a submission, Clear All) invalidates the catalogue's statuses too, since `{}` matches `{ view }`.
 */
export function getProblemCatalogueQueryOptions() {
  return queryOptions({ queryKey: ["practice", "problems", { view: "library" }], queryFn: getProblemCatalogue });
}

export function useProblemCatalogue() {
  return useQuery(getProblemCatalogueQueryOptions());
}
