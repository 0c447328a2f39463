import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The route table as OpenAPI 3.1 (GET /api/openapi.json), which the /api-docs page renders. */
export async function getApiDocument() {
  return unwrap(await api["openapi.json"].$get());
}

export function getApiDocumentQueryOptions() {
  return queryOptions({
    queryKey: ["api-document"],
    queryFn: getApiDocument,
    // The document changes only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useApiDocument() {
  return useQuery(getApiDocumentQueryOptions());
}
