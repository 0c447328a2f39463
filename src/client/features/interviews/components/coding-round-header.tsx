import { clsx } from "clsx";
import { Bot, Flag } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import {
  CODING_INTERVIEWER_LABELS,
  CODING_PHASE_LABELS,
  CODING_PHASES,
  type CodingRound,
} from "@/shared/schemas/coding-interviews";
import { formatCountdown } from "../lib/coding-round";

type CodingRoundHeaderProps = { round: CodingRound; secondsLeft: number; isBusy: boolean; onFinish: () => void };

/** The round's title, who interviews, the countdown, Finish (asked first) and the phases with the current one. */
export function CodingRoundHeader({ round, secondsLeft, isBusy, onFinish }: CodingRoundHeaderProps) {
  const details = [`${round.lengthMinutes} min`, round.company, round.role].filter((part) => part !== null);
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id="coding-round-title" className="text-lg font-semibold text-slate-900">
            Coding interview
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <span>{details.map(formatOptionLabel).join(" · ")}</span>
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              <Bot aria-hidden className="size-3.5" />
              {CODING_INTERVIEWER_LABELS[round.interviewer]}
            </span>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <p
            role="timer"
            aria-label="Time left"
            className={clsx(
              "font-mono text-xl font-semibold tabular-nums",
              secondsLeft <= 5 * 60 ? "text-red-700" : "text-slate-900",
            )}
          >
            {formatCountdown(secondsLeft)}
          </p>
          <ConfirmDialog
            title="Finish the interview?"
            description="Your code, your answers and the transcript are kept and evaluated now. The round cannot be resumed."
            confirmLabel="Finish"
            onConfirm={onFinish}
            trigger={
              <Button size="sm" disabled={isBusy}>
                <Flag aria-hidden className="size-4" />
                Finish
              </Button>
            }
          />
        </div>
      </div>
      <ol aria-label="Phases" className="flex flex-wrap gap-2 text-xs font-medium">
        {CODING_PHASES.map((phase, index) => {
          const isCurrent = phase === round.phase;
          const isDone = index < CODING_PHASES.indexOf(round.phase);
          return (
            <li
              key={phase}
              aria-current={isCurrent ? "step" : undefined}
              className={clsx(
                "rounded-full px-3 py-1",
                isCurrent
                  ? "bg-brand-600 text-white"
                  : isDone
                    ? "bg-brand-50 text-brand-800"
                    : "bg-slate-100 text-slate-600",
              )}
            >
              {index + 1}. {CODING_PHASE_LABELS[phase]}
            </li>
          );
        })}
      </ol>
    </header>
  );
}
