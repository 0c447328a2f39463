import { queryOptions, usePrefetchQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/**
 * What the server offers for signing in: which social providers are configured, and whether new
 * accounts must confirm their email first. It changes only with the server's configuration.
 */
export async function getAuthConfig() {
  return unwrap(await api.config.$get());
}

export function getAuthConfigQueryOptions() {
  return queryOptions({ queryKey: ["auth-config"], queryFn: getAuthConfig, staleTime: Number.POSITIVE_INFINITY });
}

/** Loads the configuration ahead of the first click on a sign-in button. */
export function usePrefetchAuthConfig() {
  usePrefetchQuery(getAuthConfigQueryOptions());
}
