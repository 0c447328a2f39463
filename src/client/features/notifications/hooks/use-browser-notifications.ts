import { useEffect } from "react";

// Push Notifications (issue 16, point 5): while the app is open, with the switch on and the browser's
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

/**
 * Shows each announcement once per browser (several tabs or reloads show it once), when enabled and
 * permitted. Showing a system notification is the one thing here that happens outside React.
 */
export function useBrowserNotifications(announcements: readonly Announcement[], isEnabled: boolean) {
  useEffect(() => {
    if (!isEnabled || getBrowserPermission() !== "granted") return;
    const shown = readShown();
    const fresh = announcements.filter((announcement) => !shown.includes(announcement.key));
    if (fresh.length === 0) return;
    for (const { key, title, body } of fresh) {
      try {
        new Notification(title, { body, tag: key });
      } catch {
        // Chrome on Android shows notifications only through a service worker and throws here; the
        // in-app notice and the mails still tell the user.
        return;
      }
    }
    localStorage.setItem(SHOWN_KEY, JSON.stringify([...shown, ...fresh.map(({ key }) => key)].slice(-200)));
  }, [announcements, isEnabled]);
}
