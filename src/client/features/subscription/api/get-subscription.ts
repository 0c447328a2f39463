import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The signed-in user's subscription row (or null) and its derived state. */
export async function getSubscription() {
  return unwrap(await api.subscription.$get());
}

export function getSubscriptionQueryOptions() {
  return queryOptions({ queryKey: ["subscription"], queryFn: getSubscription });
}

export function useSubscription() {
  return useQuery(getSubscriptionQueryOptions());
}
