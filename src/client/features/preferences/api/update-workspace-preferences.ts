import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { WorkspacePreferences } from "@/shared/schemas/preferences";
import { getWorkspacePreferencesQueryOptions } from "./get-workspace-preferences";

export async function updateWorkspacePreferences(preferences: WorkspacePreferences) {
  return unwrap(await api.preferences.$put({ json: preferences }));
}

/**
 * Saves the preferences. The switch moves at once; a failed save puts the previous value back, so the
 * screen never shows a setting that is not stored.
 */
export function useUpdateWorkspacePreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = getWorkspacePreferencesQueryOptions();
  return useMutation({
    mutationFn: updateWorkspacePreferences,
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, { preferences });
      return { previous };
    },
    onError: (_error, _preferences, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}

/**
 * Changes some settings and saves them with the rest as they stand (PUT takes every setting at once). The
 * current ones are read from the cache when the change is made, so two quick changes do not undo each other.
 */
export function useChangeWorkspacePreferences() {
  const queryClient = useQueryClient();
  const update = useUpdateWorkspacePreferences();
  const change = (changes: Partial<WorkspacePreferences>) => {
    const current = queryClient.getQueryData(getWorkspacePreferencesQueryOptions().queryKey)?.preferences;
    if (current) update.mutate({ ...current, ...changes });
  };
  return { change, isError: update.isError };
}
