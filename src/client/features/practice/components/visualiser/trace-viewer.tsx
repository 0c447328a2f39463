import { clsx } from "clsx";
import { useMemo, useState } from "react";
import type { TraceReader } from "@/shared/trace/trace-types";
import type { useTraceStepper } from "../../hooks/use-trace-stepper";
import { describeStepForReader, findFailingStep, findNextStepAtLine } from "../../lib/visualiser/step-targets";
import type { TraceLanguage } from "../../lib/visualiser/trace-languages";
import { TraceCodeView } from "./trace-code-view";
import { TraceControls } from "./trace-controls";
import { TraceJump } from "./trace-jump";
import { TraceOutcomeNotice } from "./trace-outcome-notice";
import { TraceStepState } from "./trace-step-state";

type TraceViewerProps = {
  reader: TraceReader;
  stepper: ReturnType<typeof useTraceStepper>;
  code: string;
  language: TraceLanguage;
  expected?: unknown;
  isFailing?: boolean;
  /** Phone: the step controls sit in a bar at the bottom of the screen, under the thumb. */
  isPhone: boolean;
};

/** A recorded trace: the controls, the code at the current line, and the step's stack, variables and output. */
export function TraceViewer({ reader, stepper, code, language, expected, isFailing, isPhone }: TraceViewerProps) {
  const { index } = stepper;
  const lines = useMemo(() => code.split("\n"), [code]);
  const step = reader.step(index);
  const previousStep = index > 0 ? reader.step(index - 1) : null;
  // A frame the user picked holds for that step only; stepping shows the innermost call again.
  const [picked, setPicked] = useState<{ index: number; depth: number } | null>(null);
  const depth = picked?.index === index ? picked.depth : step.stack.length - 1;
  const frame = step.stack[depth];
  const announcement = describeStepForReader(step, index, reader.stepCount, lines);
  const hasFailed = reader.outcome.kind === "error" || isFailing === true;

  const controls = (
    <TraceControls
      index={index}
      stepCount={reader.stepCount}
      valueText={announcement}
      onGo={stepper.go}
      onFirst={stepper.first}
      onBack={stepper.back}
      onForward={stepper.forward}
      onLast={stepper.last}
    />
  );
  return (
    <div className={clsx("@container space-y-3", isPhone && "pb-36")}>
      <TraceOutcomeNotice outcome={reader.outcome} language={language} expected={expected} />
      <div
        className={
          isPhone
            ? "fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.06)]"
            : "sticky top-0 z-10 -mx-4 -mt-1 border-b border-slate-200 bg-white px-4 pt-1 pb-2"
        }
      >
        {controls}
      </div>
      <TraceJump
        lineCount={lines.length}
        failingLabel={hasFailed ? "Go to the failing line" : null}
        onFailingLine={() => stepper.go(findFailingStep(reader))}
        onLine={(line) => goToLine(line)}
      />
      <div className="grid gap-3 @3xl:grid-cols-2 @3xl:items-start">
        <TraceCodeView
          lines={lines}
          currentLine={step.line}
          frameLine={frame && depth !== step.stack.length - 1 ? frame.line : null}
          onLineClick={(line) => goToLine(line)}
          className="max-h-64 @3xl:sticky @3xl:top-28 @3xl:max-h-[60vh]"
        />
        <TraceStepState
          step={step}
          previousStep={previousStep}
          language={language}
          depth={depth}
          onSelectFrame={(chosen) => setPicked({ index, depth: chosen })}
        />
      </div>
      <p aria-live="polite" aria-atomic className="sr-only">
        {announcement}
      </p>
    </div>
  );

  function goToLine(line: number): boolean {
    const target = findNextStepAtLine(reader, line, index);
    if (target === null) return false;
    stepper.go(target);
    return true;
  }
}
