import { clsx } from "clsx";
import { Card } from "@/client/components/ui/card";
import { LoadMore } from "@/client/components/ui/load-more";
import { formatDate } from "@/client/lib/format-date";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import { ANSWER_RATING_MAX, type InterviewStatus, type InterviewSummary } from "@/shared/schemas/interviews";

const STATUS_CLASSES: Record<InterviewStatus, string> = {
  active: "bg-brand-50 text-brand-700",
  finished: "bg-green-100 text-green-800",
  ended: "bg-slate-100 text-slate-700",
};

type InterviewHistoryProps = {
  interviews: InterviewSummary[];
  /** The server has another page after the ones shown. */
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreError: boolean;
  onLoadMore: () => void;
  openId: string | null;
  /** Resumes an active interview, or opens the report of one that is over. */
  onOpen: (id: string) => void;
};

export function InterviewHistory({
  interviews,
  hasMore,
  isLoadingMore,
  loadMoreError,
  onLoadMore,
  openId,
  onOpen,
}: InterviewHistoryProps) {
  return (
    <Card as="section" aria-labelledby="interview-history-title" padding="lg" flat>
      <h3 id="interview-history-title" className="text-lg font-semibold text-slate-900">
        Interview history
      </h3>
      {interviews.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No interviews yet. Your sessions will appear here.</p>
      ) : (
        <ul aria-label="Past interviews" className="mt-3 divide-y divide-slate-100">
          {interviews.map((interview) => (
            <li key={interview.id} className="space-y-1.5 py-3 text-sm">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-medium text-slate-900">{formatOptionLabel(interview.type)}</span>
                <span className="text-slate-600">
                  {[interview.company, interview.role]
                    .filter((part) => part !== null)
                    .map(formatOptionLabel)
                    .join(" · ") || "Any company"}
                </span>
                <time dateTime={interview.startedAt} className="ml-auto text-slate-600">
                  {formatDate(interview.startedAt)}
                </time>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span
                  className={clsx("rounded-full px-2 py-0.5 text-xs font-medium", STATUS_CLASSES[interview.status])}
                >
                  {formatOptionLabel(interview.status)}
                </span>
                {/* An ended interview has no score: its unanswered questions would make one meaningless. */}
                {interview.status === "finished" ? (
                  <span data-testid="interview-score" className="font-medium text-slate-900">
                    {interview.score === null
                      ? "Not rated"
                      : `Score ${interview.score.toFixed(1)} / ${ANSWER_RATING_MAX}`}
                  </span>
                ) : null}
                {interview.id === openId ? (
                  <span className="text-xs font-medium text-slate-500">Open above</span>
                ) : (
                  <button
                    type="button"
                    onClick={() => onOpen(interview.id)}
                    className="rounded text-sm font-medium text-brand-700 hover:underline"
                  >
                    {interview.status === "active" ? "Resume" : "Open report"}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <LoadMore
          noun="interviews"
          onLoadMore={onLoadMore}
          isLoading={isLoadingMore}
          failed={loadMoreError}
          className="mt-3"
        />
      ) : null}
    </Card>
  );
}
