import { clsx } from "clsx";
import { Pause, Play, Timer } from "lucide-react";
import { Tabs } from "radix-ui";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import { describeElapsed, formatElapsed } from "@/client/lib/format-duration";
import { formatCount } from "@/shared/format-count";
import {
  DESIGN_PHASES,
  type DesignPhaseId,
  type DesignSession,
  PHASE_NOTE_MAX_CHARS,
} from "@/shared/schemas/design-work";

/** What each phase is for, as the text area's hint. */
const PHASE_HINTS: Record<DesignPhaseId, string> = {
  requirements:
    "What must the system do, and how well? Functional requirements, then scale, latency, availability and consistency.",
  "core-entities": "The nouns the system stores and serves (users, posts, links…) and how they relate.",
  api: "The calls clients make: e.g. POST /links {url} → {code}; GET /:code → 302.",
  "high-level-design":
    "Walk a request through the diagram: from the client to the data and back, for each requirement.",
  "deep-dives": "Bottlenecks, growth, failures and the trade-offs you chose, with numbers where you can.",
};

/** "5 min", "10–15 min": a phase's suggested time. */
export function formatPhaseMinutes({ min, max }: { min: number; max: number }) {
  return min === max ? `${min} min` : `${min}–${max} min`;
}

type DesignPhasesProps = {
  session: DesignSession;
  phaseNotes: Partial<Record<DesignPhaseId, string>>;
  isPaused: boolean;
  onPhaseChange: (phase: DesignPhaseId) => void;
  onNotesChange: (phase: DesignPhaseId, text: string) => void;
};

/**
 * The interview's five phases as tabs, each with its notes and its clock against the suggested time;
 * the open tab is the phase whose clock runs.
 */
export function DesignPhases({ session, phaseNotes, isPaused, onPhaseChange, onNotesChange }: DesignPhasesProps) {
  const id = useId();
  return (
    <Tabs.Root
      value={session.activePhase}
      onValueChange={(value) => onPhaseChange(value as DesignPhaseId)}
      className="flex h-full min-h-0 flex-col"
    >
      <Tabs.List aria-label="Interview phases" className="flex flex-wrap gap-1.5 border-b border-slate-100 p-2">
        {DESIGN_PHASES.map((phase, index) => {
          const seconds = session.phaseSeconds[phase.id] ?? 0;
          const isOver = seconds > phase.minutes.max * 60;
          return (
            <Tabs.Trigger
              key={phase.id}
              value={phase.id}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-2.5 py-1 text-xs text-slate-700 hover:bg-slate-50 data-[state=active]:border-brand-500 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800"
            >
              <span className="font-semibold">
                <span aria-hidden>{index + 1} </span>
                {phase.title}
              </span>
              <span className={clsx("font-mono tabular-nums", isOver ? "text-amber-700" : "text-slate-500")}>
                {formatElapsed(seconds)}
              </span>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {DESIGN_PHASES.map((phase) => {
        const text = phaseNotes[phase.id] ?? "";
        const seconds = session.phaseSeconds[phase.id] ?? 0;
        return (
          <Tabs.Content key={phase.id} value={phase.id} className="flex min-h-0 flex-1 flex-col gap-2 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <label htmlFor={`${id}-${phase.id}`} className="text-sm font-semibold text-slate-900">
                {phase.title} notes
              </label>
              <span className="text-xs text-slate-600">
                <span className="sr-only">Time in this phase: {describeElapsed(seconds)}. </span>
                Suggested {formatPhaseMinutes(phase.minutes)}
                {isPaused ? " · clock paused" : null}
              </span>
            </div>
            <textarea
              id={`${id}-${phase.id}`}
              value={text}
              maxLength={PHASE_NOTE_MAX_CHARS}
              placeholder={PHASE_HINTS[phase.id]}
              onChange={(event) => onNotesChange(phase.id, event.target.value)}
              className="min-h-[45dvh] flex-1 resize-none rounded-md lg:min-h-40 border border-slate-300 p-3 text-sm leading-relaxed text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
            <p className="text-right text-xs text-slate-500">
              {formatCount(text.length)}/{formatCount(PHASE_NOTE_MAX_CHARS)}
            </p>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}

/** The whole session's clock with Pause / Resume, for the top bar. */
export function DesignSessionClock({
  session,
  isPaused,
  onPause,
  onResume,
}: {
  session: DesignSession;
  isPaused: boolean;
  onPause: () => void;
  onResume: () => void;
}) {
  const total = Object.values(session.phaseSeconds).reduce((sum, seconds) => sum + (seconds ?? 0), 0);
  return (
    <div className="flex items-center gap-1.5 text-sm">
      <Timer aria-hidden className="size-4 shrink-0 text-slate-500" />
      <span
        role="timer"
        aria-label={`Time on this design: ${describeElapsed(total)}${isPaused ? ", paused" : ""}`}
        className="font-mono font-semibold text-slate-900 tabular-nums"
      >
        {formatElapsed(total)}
      </span>
      <span className="hidden text-xs text-slate-500 md:inline">of ~{suggestedTotalMinutes()} min</span>
      <Button variant="ghost" size="sm" onClick={isPaused ? onResume : onPause} className="px-2">
        {isPaused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
        <span className="sr-only sm:not-sr-only">{isPaused ? "Resume" : "Pause"}</span>
      </Button>
    </div>
  );
}

function suggestedTotalMinutes() {
  return DESIGN_PHASES.reduce((sum, { minutes }) => sum + minutes.max, 0);
}
