import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Spinner } from "@/client/components/ui/spinner";
import { InterviewReviewGrades } from "@/client/features/spaced-repetition";
import { StoryCoverage } from "@/client/features/star-stories";
import { formatDate } from "@/client/lib/format-date";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import { ANSWER_RATING_MAX, type Interview } from "@/shared/schemas/interviews";
import { getInterviewsQueryOptions } from "../api/list-interviews";
import { EVALUATION_KIND_LABELS, getOverallScore, hasUnsettledEvaluations } from "../lib/interview-report";
import { QuestionReport } from "./question-report";
import { ReportActions } from "./report-actions";

type InterviewReportProps = {
  interview: Interview;
  isRetrying: boolean;
  onRetry: () => void;
  onClose: () => void;
};

/** A finished (or ended) interview: every answer with its evaluation, an overall score, printable. */
export function InterviewReport({ interview, isRetrying, onRetry, onClose }: InterviewReportProps) {
  const queryClient = useQueryClient();
  const isEvaluating = hasUnsettledEvaluations(interview);
  const overall = getOverallScore(interview);
  const hasFailed = interview.questions.some((question) => question.evaluation?.status === "failed");

  // The history's score comes from the evaluations: refresh it once the last one settles.
  const wasEvaluating = useRef(isEvaluating);
  useEffect(() => {
    if (wasEvaluating.current && !isEvaluating)
      void queryClient.invalidateQueries({ queryKey: getInterviewsQueryOptions().queryKey });
    wasEvaluating.current = isEvaluating;
  }, [isEvaluating, queryClient]);

  const details = [interview.company, interview.role].filter((part) => part !== null).map(formatOptionLabel);
  return (
    <section aria-labelledby="interview-report-title" className="space-y-4">
      <div className="space-y-4 rounded-xl border border-brand-100 bg-white p-4 sm:p-6 print:border-0 print:p-0">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-medium text-brand-700 print:text-black">Interview report</p>
            <h3 id="interview-report-title" className="text-xl font-bold text-slate-900">
              {formatOptionLabel(interview.type)} interview{details.length > 0 ? ` · ${details.join(" · ")}` : ""}
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              <time dateTime={interview.startedAt}>{formatDate(interview.startedAt)}</time>
              {interview.evaluationKind ? ` · ${EVALUATION_KIND_LABELS[interview.evaluationKind]}` : null}
            </p>
          </div>
          <ReportActions onClose={onClose} />
        </div>
        <OverallScore status={interview.status} overall={overall} isEvaluating={isEvaluating} hasFailed={hasFailed} />
        {/* Once every evaluation has settled: each evaluated question is a review card to grade. */}
        {isEvaluating ? null : <InterviewReviewGrades interviewId={interview.id} />}
      </div>
      {interview.type === "behavioral" ? (
        <StoryCoverage questions={interview.questions.map((question) => question.question)} />
      ) : null}
      {interview.questions.map((question, position) => (
        <QuestionReport
          key={question.id}
          question={question}
          position={position}
          type={question.type}
          isRetrying={isRetrying}
          onRetry={onRetry}
        />
      ))}
    </section>
  );
}

type OverallScoreProps = {
  status: Interview["status"];
  overall: number | null;
  isEvaluating: boolean;
  hasFailed: boolean;
};

function OverallScore({ status, overall, isEvaluating, hasFailed }: OverallScoreProps) {
  if (status === "ended")
    return (
      <p className="text-sm text-slate-700">
        This interview was ended before its last question, so its answers were not evaluated.
      </p>
    );
  if (overall !== null)
    return (
      <p className="flex items-baseline gap-3">
        <span className="text-sm font-medium text-slate-700">Overall score</span>
        <span className="text-3xl font-bold text-slate-900" data-testid="overall-score">
          {overall.toFixed(1)} / {ANSWER_RATING_MAX}
        </span>
      </p>
    );
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      {isEvaluating ? (
        <>
          <Spinner className="size-4 text-brand-600" label="Evaluating" />
          Evaluating your answers… Each one appears here as soon as it is done; you can leave and come back.
        </>
      ) : hasFailed ? (
        "The overall score appears once every answer is evaluated."
      ) : null}
    </p>
  );
}
