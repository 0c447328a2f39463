import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import type { NotificationPreferences } from "@/shared/schemas/notifications";
import { getNotificationPreferencesQueryOptions } from "./get-notification-preferences";

export async function updateNotificationPreferences(preferences: NotificationPreferences) {
  return unwrap(await api.notifications.preferences.$put({ json: preferences }));
}

/**
 * Saves the switches. The switch moves at once; a failed save puts the previous value back, so
 * the screen never shows a setting that is not stored.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = getNotificationPreferencesQueryOptions();
  return useMutation({
    mutationFn: updateNotificationPreferences,
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
