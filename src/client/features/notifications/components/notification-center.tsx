import { Trophy, X } from "lucide-react";
import { useMemo } from "react";
import { useNotificationCheckIn } from "../api/check-in";
import { useDismissNotice } from "../api/dismiss-notice";
import { useNotificationPreferences } from "../api/get-notification-preferences";
import { useBrowserNotifications } from "../hooks/use-browser-notifications";

/**
 * The open app's notifications, on every tab of the workspace: with Push
 * Notifications on and allowed, each achievement earned and, once a day, the reviews due show as
 * browser notifications. The check-in also tells the server the browser's time zone.
 */
export function NotificationCenter() {
  const checkIn = useNotificationCheckIn();
  const preferences = useNotificationPreferences();
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
  return null;
}

/**
 * Each achievement earned, on the dashboard home until it is dismissed: in the page's flow, so it
 * never covers a button the way a floating notice would, and one at a time, oldest first, so several
 * earned at once queue instead of piling up (dismissing one brings the next).
 */
export function AchievementNotices() {
  const checkIn = useNotificationCheckIn();
  const dismiss = useDismissNotice();
  const notices = checkIn.data?.notices ?? [];
  const [notice] = notices;
  if (!notice) return null;
  return (
    <section aria-label="Notifications">
      <div
        key={notice.id}
        role="status"
        className="flex w-full items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
      >
        <Trophy aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-500" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">{notice.title}</p>
          <p className="text-sm text-slate-600">{notice.body}</p>
          {notices.length > 1 ? (
            <p className="mt-1 text-xs text-slate-500">
              {notices.length - 1} more {notices.length === 2 ? "notice follows" : "notices follow"} when you dismiss
              this one.
            </p>
          ) : null}
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
    </section>
  );
}
