import { Activity } from "lucide-react";
import { Card } from "@/client/components/ui/card";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { LoadMore } from "@/client/components/ui/load-more";
import { useAiLabels } from "@/client/features/ai-setup";
import { formatRelativeTime } from "@/client/lib/format-relative-time";
import { useActivity } from "../api/list-activity";
import { describeActivity } from "../lib/describe-activity";

/** The user's events in words, newest first, a page at a time; the oldest one is the welcome of sign-up. */
export function RecentActivity() {
  const activity = useActivity();
  const labels = useAiLabels();
  const events = activity.data?.pages.flatMap((page) => page.events) ?? [];
  const now = new Date();
  return (
    <Card as="section" aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title" className="text-lg font-semibold text-slate-900">
        Recent Activity
      </h2>
      {activity.isPending ? (
        <div aria-hidden className="mt-3 space-y-2">
          <div className="h-12 animate-pulse rounded-lg bg-slate-100" />
          <div className="h-12 animate-pulse rounded-lg bg-slate-100" />
        </div>
      ) : activity.isLoadingError ? (
        <LoadErrorAlert message="Failed to load recent activity" onRetry={() => activity.refetch()} variant="inline" />
      ) : events.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No activity yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {events.map((event) => (
            <li key={event.id} className="flex gap-3 py-3">
              <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Activity aria-hidden className="size-4" />
              </span>
              <div className="min-w-0">
                <p className="text-sm text-slate-900">{describeActivity(event, labels)}</p>
                <time dateTime={event.createdAt} className="text-xs text-slate-600">
                  {formatRelativeTime(new Date(event.createdAt), now)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
      {activity.hasNextPage ? (
        <LoadMore
          noun="activity"
          onLoadMore={() => void activity.fetchNextPage()}
          isLoading={activity.isFetchingNextPage}
          failed={activity.isFetchNextPageError}
          className="mt-3"
        />
      ) : null}
    </Card>
  );
}
