import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The user's workspace preferences (the defaults until they save). */
export async function getWorkspacePreferences() {
  return unwrap(await api.preferences.$get());
}

export function getWorkspacePreferencesQueryOptions() {
  return queryOptions({ queryKey: ["workspace-preferences"], queryFn: getWorkspacePreferences });
}

export function useWorkspacePreferences() {
  return useQuery(getWorkspacePreferencesQueryOptions());
}
