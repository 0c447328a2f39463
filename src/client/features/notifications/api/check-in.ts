import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { getBrowserTimeZone } from "@/client/lib/get-browser-time-zone";

/** How often the open app asks again, so a notice earned meanwhile shows without a reload. */
const CHECK_IN_INTERVAL_MS = 5 * 60_000;

/**
 * The open app checks in: the server keeps the browser's time zone (the morning mails go out at 08:00
 * there) and answers the achievement notices not yet dismissed and how many reviews are due today.
 */
export async function checkInNotifications(timeZone: string) {
  return unwrap(await api.notifications["check-in"].$post({ json: { timeZone } }));
}

export function getNotificationCheckInQueryOptions() {
  const timeZone = getBrowserTimeZone();
  return queryOptions({
    queryKey: ["notification-check-in", timeZone],
    queryFn: () => checkInNotifications(timeZone),
    refetchInterval: CHECK_IN_INTERVAL_MS,
    staleTime: CHECK_IN_INTERVAL_MS,
  });
}

export function useNotificationCheckIn() {
  return useQuery(getNotificationCheckInQueryOptions());
}
