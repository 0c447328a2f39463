import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The user's five notification switches (the product's defaults until the user saves). */
export async function getNotificationPreferences() {
  return unwrap(await api.notifications.preferences.$get());
}

export function getNotificationPreferencesQueryOptions() {
  return queryOptions({ queryKey: ["notification-preferences"], queryFn: getNotificationPreferences });
}

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}
