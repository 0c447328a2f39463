import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The daily limits of new cards and of reviews. */
export async function getReviewSettings() {
  return unwrap(await api["spaced-repetition"].settings.$get());
}

export function getReviewSettingsQueryOptions() {
  return queryOptions({ queryKey: ["spaced-repetition", "settings"], queryFn: getReviewSettings });
}

export function useReviewSettings() {
  return useQuery(getReviewSettingsQueryOptions());
}
