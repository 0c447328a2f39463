import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** Whether the install has an AI model, and whether the dashboard shows this user the notice on connecting one. */
export async function getAiSetup() {
  return unwrap(await api["ai-setup"].$get());
}

export function getAiSetupQueryOptions() {
  return queryOptions({ queryKey: ["ai-setup"], queryFn: getAiSetup, staleTime: Number.POSITIVE_INFINITY });
}

export function useAiSetup() {
  return useQuery(getAiSetupQueryOptions());
}
