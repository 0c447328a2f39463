import { formatDate } from "@/client/lib/format-date";
import { formatElapsed } from "@/client/lib/format-duration";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import { LANGUAGE_LABELS } from "@/shared/judge/languages";
import { getVerdictLabel } from "@/shared/judge/verdicts";
import {
  CODING_CRITERION_LABELS,
  CODING_INTERVIEWER_LABELS,
  CODING_PHASE_LABELS,
  CODING_PHASES,
  type CodingReport,
  type CodingRound,
} from "@/shared/schemas/coding-interviews";
import { ANSWER_RATING_MAX } from "@/shared/schemas/interviews";
import { CodingTranscript } from "./coding-transcript";
import { ReportActions } from "./report-actions";

/** A finished coding round: the five criteria with their evidence, time per phase, the Submits and the transcript. */
export function CodingRoundReport({ round, onClose }: { round: CodingRound; onClose: () => void }) {
  const details = [round.company, round.role].filter((part) => part !== null).map(formatOptionLabel);
  return (
    <section
      aria-labelledby="coding-report-title"
      className="space-y-6 rounded-xl border border-brand-100 bg-white p-4 sm:p-6 print:border-0 print:p-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700 print:text-black">Coding interview report</p>
          <h3 id="coding-report-title" className="text-xl font-bold break-words text-slate-900">
            {round.problem.title}
            {details.length > 0 ? ` · ${details.join(" · ")}` : ""}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={round.startedAt}>{formatDate(round.startedAt)}</time> · {round.lengthMinutes} min ·{" "}
            {CODING_INTERVIEWER_LABELS[round.interviewer]} · Automatic check (no AI)
          </p>
        </div>
        <ReportActions onClose={onClose} />
      </div>
      {round.report ? (
        <RubricScores report={round.report} />
      ) : (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          This round was ended before it was finished, so it has no evaluation.
        </p>
      )}
      <RoundFacts round={round} />
      <CodingTranscript turns={round.transcript} />
    </section>
  );
}

function RubricScores({ report }: { report: CodingReport }) {
  return (
    <div className="space-y-4">
      <p className="text-2xl font-bold text-slate-900" data-testid="coding-overall-score">
        Overall {report.overall.toFixed(1)} / {ANSWER_RATING_MAX}
      </p>
      <ul aria-label="Rubric" className="grid gap-3 md:grid-cols-2">
        {report.criteria.map((criterion) => (
          <li key={criterion.criterion} className="space-y-2 rounded-lg border border-slate-200 p-3">
            <div className="flex items-baseline justify-between gap-3">
              <h4 className="font-semibold text-slate-900">{CODING_CRITERION_LABELS[criterion.criterion]}</h4>
              <span className="font-semibold text-brand-700">
                {criterion.score} / {ANSWER_RATING_MAX}
              </span>
            </div>
            <p className="text-sm text-slate-700">{criterion.reason}</p>
            <ul aria-label={`Evidence for ${CODING_CRITERION_LABELS[criterion.criterion]}`} className="space-y-1">
              {criterion.evidence.map((line) => (
                <li key={line} className="border-l-2 border-brand-200 pl-2 text-sm break-words text-slate-800">
                  {line}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        The problem's complexity: time {report.expectedComplexity.time}; space {report.expectedComplexity.space}.
      </p>
    </div>
  );
}

/** Time per phase and the judge's verdict on each Submit. */
function RoundFacts({ round }: { round: CodingRound }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="coding-phase-times" className="space-y-2">
        <h4 id="coding-phase-times" className="text-sm font-semibold text-slate-900">
          Time per phase
        </h4>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {CODING_PHASES.map((phase) => (
            <div key={phase} className="contents">
              <dt className="text-slate-600">{CODING_PHASE_LABELS[phase]}</dt>
              <dd className="text-right font-medium text-slate-900 tabular-nums">
                {formatElapsed(round.phaseSeconds[phase] ?? 0)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="coding-submits" className="space-y-2">
        <h4 id="coding-submits" className="text-sm font-semibold text-slate-900">
          Submits
        </h4>
        {round.submissions.length === 0 ? (
          <p className="text-sm text-slate-600">No Submit during the round.</p>
        ) : (
          <ol className="space-y-1 text-sm">
            {round.submissions.map((submission, index) => (
              <li key={submission.at} className="text-slate-800">
                {index + 1}. {getVerdictLabel(submission.verdict, submission.language)}: {submission.passed}/
                {submission.total} tests, {LANGUAGE_LABELS[submission.language]}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
