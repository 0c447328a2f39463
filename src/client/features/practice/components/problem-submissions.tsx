import { FileCode } from "lucide-react";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { LoadMore } from "@/client/components/ui/load-more";
import { Spinner } from "@/client/components/ui/spinner";
import { formatRelativeTime } from "@/client/lib/format-relative-time";
import { LANGUAGE_LABELS } from "@/shared/judge/languages";
import type { SubmissionSummary } from "@/shared/schemas/solving";
import { useSubmissions } from "../api/list-submissions";
import { formatMs } from "./problem-test-result";
import { VerdictBadge } from "./problem-verdict-badge";

type ProblemSubmissionsProps = {
  problemId: string;
  onOpen: (submission: SubmissionSummary) => void;
  /** The submission whose code is being fetched, to show it is on its way. */
  openingId: string | null;
  openError: string | null;
  onDismissError: () => void;
};

/** Every submission, newest first; opening one loads its code into the editor. */
export function ProblemSubmissions(props: ProblemSubmissionsProps) {
  return (
    <div className="space-y-3">
      {props.openError ? <ErrorBanner message={props.openError} onDismiss={props.onDismissError} /> : null}
      <SubmissionList {...props} />
    </div>
  );
}

function SubmissionList({ problemId, onOpen, openingId }: ProblemSubmissionsProps) {
  const submissionPages = useSubmissions(problemId);
  const { data, isLoadingError, isPending, refetch } = submissionPages;
  if (isPending) return <Spinner className="mx-auto block size-6 text-brand-600" label="Loading submissions" />;
  // Only the first page's failure replaces the list: a failed Load more keeps the pages shown.
  if (isLoadingError || !data)
    return (
      <LoadErrorAlert
        variant="panel"
        message="Failed to fetch your submissions."
        onRetry={() => {
          void refetch();
        }}
      />
    );
  const submissions = data.pages.flatMap((page) => page.submissions);
  if (submissions.length === 0)
    return <p className="py-6 text-center text-sm text-slate-600">No submissions yet. Submit to judge every test.</p>;
  const now = new Date();
  return (
    <div>
      <ul aria-label="Submissions" className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {submissions.map((submission) => (
          <li key={submission.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
            <VerdictBadge verdict={submission.verdict} language={submission.language} />
            <span className="font-medium text-slate-800">{LANGUAGE_LABELS[submission.language]}</span>
            <span className="text-slate-600 tabular-nums">
              {submission.passed} / {submission.total} passed
            </span>
            <span className="text-slate-600 tabular-nums">{formatMs(submission.runtimeMs)}</span>
            <time dateTime={submission.createdAt} className="text-slate-500">
              {formatRelativeTime(new Date(submission.createdAt), now)}
            </time>
            <button
              type="button"
              onClick={() => onOpen(submission)}
              disabled={openingId !== null}
              className="ml-auto inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            >
              {openingId === submission.id ? (
                <Spinner className="size-4" label="Opening" />
              ) : (
                <FileCode aria-hidden className="size-4" />
              )}
              Open in editor
            </button>
          </li>
        ))}
      </ul>
      {submissionPages.hasNextPage ? (
        <LoadMore
          noun="submissions"
          onLoadMore={() => void submissionPages.fetchNextPage()}
          isLoading={submissionPages.isFetchingNextPage}
          failed={submissionPages.isFetchNextPageError}
          size="sm"
          className="mt-3"
        />
      ) : null}
    </div>
  );
}
