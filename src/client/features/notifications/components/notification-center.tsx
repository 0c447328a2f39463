import { Trophy, X } from "lucide-react";
import { useMemo } from "react";
import { useNotificationCheckIn } from "../api/check-in";
import { useDismissNotice } from "../api/dismiss-notice";
import { useNotificationPreferences } from "../api/get-notification-preferences";
import { useBrowserNotifications } from "../hooks/use-browser-notifications";

/**
 * The open app's notices (issue 16, point 5): each achievement earned shows as a notice until it is
 * dismissed, and with Push Notifications on and allowed, as a browser notification too, beside one
 * a day for the reviews due. The check-in also tells the server the browser's time zone.
 */
export function NotificationCenter() {
  const checkIn = useNotificationCheckIn();
  const preferences = useNotificationPreferences();
  const dismiss = useDismissNotice();
  const notices = checkIn.data?.notices ?? [];
  const dueReviews = checkIn.data?.dueReviews ?? 0;

  const announcements = useMemo(() => {
    const list = notices.map(({ id, title, body }) => ({ key: `notice:${id}`, title, body }));
    if (dueReviews > 0) {
      list.push({
        key: `reviews:${new Date().toLocaleDateString("en-CA")}`,
        title: `${dueReviews} ${dueReviews === 1 ? "review is" : "reviews are"} due today`,
        body: "Open PrepPilot's dashboard to review them.",
      });
    }
    return list;
  }, [notices, dueReviews]);
  useBrowserNotifications(announcements, preferences.data?.preferences.push === true);

  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:left-auto sm:w-96"
    >
      {notices.map((notice) => (
        <div
          key={notice.id}
          role="status"
          className="pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          <Trophy aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-500" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{notice.title}</p>
            <p className="text-sm text-slate-600">{notice.body}</p>
            {dismiss.isError && dismiss.variables === notice.id ? (
              <p className="mt-1 text-sm text-red-700">This notice could not be dismissed. Please try again.</p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dismiss.mutate(notice.id)}
            disabled={dismiss.isPending && dismiss.variables === notice.id}
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60"
            aria-label={`Dismiss: ${notice.title}`}
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ))}
    </section>
  );
}
