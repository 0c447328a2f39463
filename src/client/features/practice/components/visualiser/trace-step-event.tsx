import { clsx } from "clsx";
import type { TraceStep } from "@/shared/trace/trace-types";
import { formatTraceValue } from "../../lib/visualiser/format-trace-value";
import { useTraceView } from "./trace-view-context";

const TONES: Record<TraceStep["event"], string> = {
  line: "border-slate-200 bg-slate-50 text-slate-700",
  call: "border-brand-100 bg-brand-50 text-brand-700",
  return: "border-green-200 bg-green-50 text-green-800",
  exception: "border-red-200 bg-red-50 text-red-800",
};

/** What the step does: the line about to run, a call, a value returned, an exception raised. */
export function TraceStepEvent({ step }: { step: TraceStep }) {
  const { language, current } = useTraceView();
  const name = step.stack.at(-1)?.functionName ?? "The code";
  return (
    <p className={clsx("rounded-lg border px-3 py-1.5 text-sm break-words", TONES[step.event])} data-event={step.event}>
      {step.event === "line" ? <>About to run line {step.line}</> : null}
      {step.event === "call" ? (
        <>
          Calls <code className="font-mono font-semibold">{name}</code>
        </>
      ) : null}
      {step.event === "return" ? (
        <>
          <code className="font-mono font-semibold">{name}</code> returns{" "}
          <code className="font-mono font-semibold">
            {step.returned ? formatTraceValue(step.returned, current, language, 200) : "nothing"}
          </code>
        </>
      ) : null}
      {step.event === "exception" ? (
        <>
          Exception on line {step.line}
          {step.exception ? (
            <>
              : <code className="font-mono">{step.exception}</code>
            </>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
