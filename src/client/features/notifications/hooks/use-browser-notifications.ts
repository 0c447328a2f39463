import { useEffect } from "react";

// Push Notifications: while the app is open, with the switch on and the browser's
// permission granted, the Notifications API shows the new achievement notices and, once a day, how
// many reviews are due. No service worker and no third-party push service: nothing arrives while
// the app is closed; the mails cover that.

export type BrowserPermission = NotificationPermission | "unsupported";

export function getBrowserPermission(): BrowserPermission {
  return typeof window !== "undefined" && "Notification" in window ? Notification.permission : "unsupported";
}

/** Asks for the permission; call it only from a user's gesture (turning Push Notifications on). */
export async function requestBrowserPermission(): Promise<BrowserPermission> {
  if (getBrowserPermission() !== "default") return getBrowserPermission();
  return Notification.requestPermission();
}

const SHOWN_KEY = "preppilot-browser-notifications-shown";

/** What was shown already, in this browser: notice ids and "reviews:<day>" entries (the last 200). */
function readShown(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SHOWN_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

type Announcement = { key: string; title: string; body: string };

/** Between two notifications shown in one go, so they arrive one after the other instead of in a pile. */
export const NOTIFICATION_SPACING_MS = 4000;

function markShown(key: string) {
  localStorage.setItem(SHOWN_KEY, JSON.stringify([...readShown(), key].slice(-200)));
}

/** Shows one system notification; false where the browser cannot (Chrome on Android needs a service worker). */
function showNotification({ key, title, body }: Announcement): boolean {
  try {
    new Notification(title, { body, tag: key });
    return true;
  } catch {
    return false;
  }
}

/**
 * Shows each announcement once per browser (several tabs or reloads show it once), when enabled and
 * permitted, queued: the first at once, each next one NOTIFICATION_SPACING_MS later. Showing a system
 * notification is the one thing here that happens outside React.
 */
export function useBrowserNotifications(announcements: readonly Announcement[], isEnabled: boolean) {
  useEffect(() => {
    if (!isEnabled || getBrowserPermission() !== "granted") return;
    const shown = readShown();
    const queue = announcements.filter((announcement) => !shown.includes(announcement.key));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const showNext = () => {
      const next = queue.shift();
      // Where the browser cannot show them, the in-app notice and the mails still tell the user.
      if (!next || !showNotification(next)) return;
      markShown(next.key);
      if (queue.length > 0) timer = setTimeout(showNext, NOTIFICATION_SPACING_MS);
    };
    showNext();
    return () => clearTimeout(timer);
  }, [announcements, isEnabled]);
}
