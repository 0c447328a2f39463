import { clsx } from "clsx";
import { CircleCheck, Lock, Play } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { SourceLabel } from "@/client/components/ui/source-label";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import type { ProblemSummary } from "@/shared/schemas/practice";
import { getDifficultyBadgeClasses } from "../lib/difficulty-badge";

type ProblemCardProps = {
  problem: ProblemSummary;
  canUseAI: boolean;
  isStarting: boolean;
  onStart: () => void;
  /**
   * A library problem's topic tags, shown instead of the product's coarse topic (which the Topic filter still
   * matches): Compute x to the Power n is Math and Recursion, not Arrays. AI problems show their topic.
   */
  tags?: readonly string[];
};

export function ProblemCard({ problem, canUseAI, isStarting, onStart, tags }: ProblemCardProps) {
  return (
    <Card as="li" padding="sm" className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-slate-900">{problem.title}</h3>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
          <span
            data-testid="difficulty-badge"
            className={clsx("rounded-full px-2 py-0.5 font-medium", getDifficultyBadgeClasses(problem.difficulty))}
          >
            {formatOptionLabel(problem.difficulty)}
          </span>
          {tags && tags.length > 0 ? null : (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
              {formatOptionLabel(problem.topic)}
            </span>
          )}
          {tags?.map((tag) => (
            <span key={tag} className="rounded bg-slate-50 px-1.5 py-0.5 text-slate-700 ring-1 ring-slate-200">
              {tag}
            </span>
          ))}
          {problem.company.length > 0 ? (
            <span className="text-slate-600">{problem.company.map(formatOptionLabel).join(", ")}</span>
          ) : null}
          <SourceLabel source={problem.source} />
          {problem.solvedAt ? (
            <span
              data-testid="solved-marker"
              className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 font-medium text-green-800"
            >
              <CircleCheck aria-hidden className="size-3.5" />
              Solved
            </span>
          ) : null}
        </div>
      </div>
      <Button
        size="sm"
        onClick={onStart}
        disabled={isStarting}
        aria-label={canUseAI ? `Start ${problem.title}` : `Start ${problem.title} (upgrade required)`}
        className="self-start sm:self-center"
      >
        {canUseAI ? <Play aria-hidden className="size-4" /> : <Lock aria-hidden className="size-4" />}
        Start
      </Button>
    </Card>
  );
}

/** The placeholder at the top of the list while a problem is generated. */
export function ProblemCardSkeleton() {
  return (
    <li
      data-testid="problem-skeleton"
      aria-hidden
      className="flex animate-pulse flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4"
    >
      <div className="h-4 w-2/3 rounded bg-slate-200" />
      <div className="flex gap-2">
        <div className="h-4 w-14 rounded-full bg-slate-200" />
        <div className="h-4 w-20 rounded-full bg-slate-200" />
        <div className="h-4 w-32 rounded bg-slate-100" />
      </div>
    </li>
  );
}
