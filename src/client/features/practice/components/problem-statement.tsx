import { clsx } from "clsx";
import { CircleCheck, Flag } from "lucide-react";
import type { ReactNode } from "react";
import { SourceLabel } from "@/client/components/ui/source-label";
import { HideLabelsSwitch, ProblemLabels } from "@/client/features/preferences";
import { formatDate } from "@/client/lib/format-date";
import { formatElapsed } from "@/client/lib/format-duration";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import { PATTERN_LABELS } from "@/shared/constants/practice-options";
import type { ProblemDetail } from "@/shared/schemas/solving";
import { getDifficultyBadgeClasses } from "../lib/difficulty-badge";
import { EditorialSteps } from "./editorial-steps";
import { HintReveal } from "./hint-reveal";
import { ProblemExamples } from "./problem-examples";
import { ProblemMarkdown } from "./problem-markdown";
import { ProblemTutor, type TutorContext } from "./problem-tutor";

const badge = "rounded-full px-2.5 py-0.5 text-xs font-medium";

/** The problem as the user reads it: title, badges, Markdown statement, examples, constraints, hints. */
export function ProblemStatement({
  problem,
  tutor,
  children,
}: {
  problem: ProblemDetail;
  /** The editor's language and code, for the tutor; without it the help past the hints is the editorial alone. */
  tutor?: TutorContext;
  children?: ReactNode;
}) {
  return (
    <article className="min-w-0 space-y-6">
      <header className="space-y-3">
        <h1 className="text-2xl font-bold break-words text-slate-900">{problem.title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          {/* Every label that says what kind of problem this is goes inside: hidden when the user practises without. */}
          <ProblemLabels problemId={problem.id}>
            <span className={clsx(badge, getDifficultyBadgeClasses(problem.difficulty))}>
              {formatOptionLabel(problem.difficulty)}
            </span>
            {/* A library problem's pattern and tags say more than the six coarse topics. */}
            {problem.tags.length > 0 ? (
              <>
                {problem.pattern ? (
                  <span className={clsx(badge, "bg-slate-200 text-slate-800")}>{PATTERN_LABELS[problem.pattern]}</span>
                ) : null}
                {problem.tags.map((tag) => (
                  <span key={tag} data-testid="problem-tag" className={clsx(badge, "bg-slate-100 text-slate-700")}>
                    {tag}
                  </span>
                ))}
              </>
            ) : (
              <span className={clsx(badge, "bg-slate-100 text-slate-700")}>{formatOptionLabel(problem.topic)}</span>
            )}
            {problem.company.map((company) => (
              <span key={company} className={clsx(badge, "bg-brand-50 text-brand-700")}>
                {formatOptionLabel(company)}
              </span>
            ))}
          </ProblemLabels>
          <SourceLabel source={problem.source} />
        </div>
        <HideLabelsSwitch className="max-w-sm" />
        <SolveState problem={problem} />
      </header>
      <ProblemBody problem={problem} />
      <HintReveal
        problemId={problem.id}
        hints={problem.hints}
        revealed={problem.hintsRevealed}
        beyond={
          <div className="space-y-6 pt-3">
            <EditorialSteps problemId={problem.id} />
            {tutor ? <ProblemTutor problemId={problem.id} context={tutor} /> : null}
          </div>
        }
      />
      {children}
    </article>
  );
}

/** What the problem asks: the statement, its examples and constraints (all a coding interview shows of it). */
export function ProblemBody({ problem }: { problem: Pick<ProblemDetail, "description" | "examples" | "constraints"> }) {
  return (
    <>
      <ProblemMarkdown text={problem.description} />
      <ProblemExamples examples={problem.examples} />
      {problem.constraints.length > 0 ? (
        <section aria-labelledby="constraints-title" className="space-y-2">
          <h2 id="constraints-title" className="text-lg font-semibold text-slate-900">
            Constraints
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {problem.constraints.map((constraint) => (
              <li key={constraint} className="break-words">
                <code className="font-mono">{constraint}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** "Solved on Nov 23, 2026" once a submission was accepted; "You gave up" after seeing the solution first. */
function SolveState({ problem }: { problem: ProblemDetail }) {
  return (
    // Stays mounted so the change to "Solved" after an accepted submission is announced.
    <div aria-live="polite">
      {problem.solvedAt ? (
        <p className="inline-flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          <CircleCheck aria-hidden className="size-4 shrink-0" />
          <span>
            Solved on <time dateTime={problem.solvedAt}>{formatDate(problem.solvedAt)}</time>
          </span>
          {problem.solveSeconds === null ? null : (
            <span className="font-normal text-green-700">in {formatElapsed(problem.solveSeconds)}</span>
          )}
        </p>
      ) : problem.gaveUpAt ? (
        <p className="inline-flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          <Flag aria-hidden className="size-4 shrink-0" />
          Solution shown — solve it to mark it solved
        </p>
      ) : null}
    </div>
  );
}
