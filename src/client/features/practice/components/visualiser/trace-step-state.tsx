import { type ReactNode, useMemo } from "react";
import type { TraceStep } from "@/shared/trace/trace-types";
import type { TraceLanguage } from "../../lib/visualiser/trace-languages";
import { indexStepValues } from "../../lib/visualiser/trace-values";
import { findPreviousFrame } from "../../lib/visualiser/value-changes";
import { TraceCallStack } from "./trace-call-stack";
import { TraceStepEvent } from "./trace-step-event";
import { TraceVariables } from "./trace-variables";
import { TraceViewContext } from "./trace-view-context";

type TraceStepStateProps = {
  step: TraceStep;
  /** The step before, to mark what changed (null at the first step). */
  previousStep: TraceStep | null;
  language: TraceLanguage;
  /** The frame shown: the innermost unless the user picked a caller. */
  depth: number;
  onSelectFrame: (depth: number) => void;
};

/** One step's state: its event, the call stack, the shown frame's variables drawn, and the output so far. */
export function TraceStepState({ step, previousStep, language, depth, onSelectFrame }: TraceStepStateProps) {
  const current = useMemo(() => indexStepValues(step), [step]);
  const previous = useMemo(() => (previousStep ? indexStepValues(previousStep) : null), [previousStep]);
  const frame = step.stack[depth];
  const previousFrame = frame ? findPreviousFrame(previousStep, depth, frame) : null;
  return (
    <TraceViewContext.Provider value={{ language, current, previous, locals: frame?.locals ?? [] }}>
      <div className="min-w-0 space-y-3">
        <TraceStepEvent step={step} />
        <Section title="Call stack">
          <TraceCallStack stack={step.stack} selected={depth} onSelect={onSelectFrame} />
        </Section>
        <Section
          title={frame ? `Variables of ${frame.functionName}` : "Variables"}
          heading={
            frame ? (
              <>
                Variables of <code className="font-mono">{frame.functionName}</code>
              </>
            ) : undefined
          }
        >
          {frame ? <TraceVariables frame={frame} previousFrame={previousFrame} /> : null}
        </Section>
        <Section title="Output">
          {step.output ? (
            <pre className="max-h-40 overflow-auto rounded-lg bg-slate-900 px-3 py-2 font-mono text-xs whitespace-pre-wrap text-slate-100">
              {step.output}
            </pre>
          ) : (
            <p className="text-sm text-slate-500">Nothing printed yet.</p>
          )}
        </Section>
      </div>
    </TraceViewContext.Provider>
  );
}

function Section({ title, heading, children }: { title: string; heading?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-1.5">
      <h3 className="text-xs font-semibold text-slate-500">{heading ?? title}</h3>
      {children}
    </section>
  );
}
