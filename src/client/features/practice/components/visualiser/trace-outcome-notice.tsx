import { CircleAlert, TriangleAlert } from "lucide-react";
import type { TraceOutcome } from "@/shared/trace/trace-types";
import { formatTraceValue } from "../../lib/visualiser/format-trace-value";
import { describeStop } from "../../lib/visualiser/step-targets";
import type { TraceLanguage } from "../../lib/visualiser/trace-languages";
import { fromJson, indexStepValues } from "../../lib/visualiser/trace-values";

type TraceOutcomeNoticeProps = {
  outcome: TraceOutcome;
  language: TraceLanguage;
  /** What the test expects, when it is a test of the problem's. */
  expected?: unknown;
};

/** How the traced run ended: what it returned (beside what the test expects), its error, or why it stopped. */
export function TraceOutcomeNotice({ outcome, language, expected }: TraceOutcomeNoticeProps) {
  const stop = describeStop(outcome);
  if (stop)
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
        {stop}
      </p>
    );
  if (outcome.kind === "error")
    return (
      <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
        <span className="min-w-0 break-words">
          The run ended with an error{outcome.line === undefined ? "" : ` on line ${outcome.line}`}:{" "}
          <code className="font-mono">{outcome.message}</code>
        </span>
      </p>
    );
  if (outcome.kind !== "returned") return null;
  const returned = formatTraceValue(
    outcome.value,
    indexStepValues({ stack: [], returned: outcome.value }),
    language,
    200,
  );
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <div className="flex min-w-0 gap-2">
        <dt className="text-slate-500">Returned</dt>
        <dd className="font-mono break-all text-slate-900">{returned}</dd>
      </div>
      {expected === undefined ? null : (
        <div className="flex min-w-0 gap-2">
          <dt className="text-slate-500">Expected</dt>
          <dd className="font-mono break-all text-slate-900">
            {formatTraceValue(fromJson(expected), new Map(), language, 200)}
          </dd>
        </div>
      )}
    </dl>
  );
}
