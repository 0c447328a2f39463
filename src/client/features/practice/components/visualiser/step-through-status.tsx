import { CircleAlert, RotateCcw } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useCodeRunner } from "../../hooks/use-code-runner";
import type { StepThroughSession } from "../../hooks/use-step-through";
import { formatPythonLoading } from "../../lib/format-runner-status";
import { TraceCodeView } from "./trace-code-view";

type StepThroughStatusProps = {
  session: StepThroughSession;
  onRetry: () => void;
  onGoToLine?: (line: number, column?: number) => void;
};

/** Everything but a trace to step through: recording (Python's start shown), a failure, a compile error, no steps. */
export function StepThroughStatus({ session, onRetry, onGoToLine }: StepThroughStatusProps) {
  const { request, state } = session;
  const { pythonProgress } = useCodeRunner();
  if (state.status === "recording") {
    const loading = request.language === "python" ? formatPythonLoading(pythonProgress) : null;
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-700">
        <Spinner className="size-4 text-brand-600" label="Recording" />
        {loading ?? "Recording every step of the run…"}
      </p>
    );
  }
  if (state.status === "failed")
    return (
      <div role="alert" className="mt-3 space-y-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <p className="flex items-start gap-2">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
          <span>The steps could not be recorded: {state.message} Your code is unchanged.</span>
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden className="size-4" />
          Try again
        </Button>
      </div>
    );
  const { outcome } = state.reader;
  if (outcome.kind !== "compile-error")
    return (
      <p className="py-6 text-sm text-slate-600">
        The run finished before its first step: there is nothing to step through.
      </p>
    );
  const lines = request.code.split("\n");
  return (
    <div className="mt-3 space-y-3">
      <div
        role="alert"
        className="space-y-2 rounded-lg border border-purple-200 bg-purple-50 p-3 text-sm text-purple-950"
      >
        <p className="font-semibold">
          The code does not {request.language === "python" ? "parse" : "compile"}
          {outcome.line === undefined
            ? ""
            : ` (line ${outcome.line}${outcome.column === undefined ? "" : `, column ${outcome.column}`})`}
        </p>
        <pre className="overflow-x-auto font-mono text-xs whitespace-pre-wrap">{outcome.message}</pre>
        {outcome.line !== undefined && onGoToLine && request.source === "yours" ? (
          <Button variant="secondary" size="sm" onClick={() => onGoToLine(outcome.line ?? 1, outcome.column)}>
            Go to line {outcome.line} in the editor
          </Button>
        ) : null}
      </div>
      {outcome.line === undefined ? null : (
        <TraceCodeView lines={lines} currentLine={outcome.line} tone="error" className="max-h-64" />
      )}
    </div>
  );
}
