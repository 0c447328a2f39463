import { Spinner } from "@/client/components/ui/spinner";
import type { CodeReviewResult } from "../hooks/use-code-review";
import { describeEstimate } from "../lib/code-review/format-review";
import type { TestsSummary } from "../lib/code-review/summarise-tests";

/** The automatic review's complexity estimate, timed in the runner's worker. */
export function CodeReviewEstimate({ timing, isPerCall }: { timing: CodeReviewResult["timing"]; isPerCall: boolean }) {
  if (!timing) return null;
  if (timing.status === "running")
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-3.5 text-brand-600" label="Timing" />
        Timing your code on growing inputs…
      </p>
    );
  if (timing.status === "failed") return <p className="text-sm text-red-700">{timing.message}</p>;
  if (timing.status === "skipped") return <p className="text-sm text-slate-600">{timing.message}</p>;
  const { points, stoppedBecause } = timing.value;
  const described = points.length > 0 ? describeEstimate(points, { isPerCall }) : null;
  return (
    <div className="space-y-1 text-sm">
      {described ? (
        <>
          <p className="text-slate-900">
            Estimated time complexity: <strong data-testid="complexity-estimate">{described.headline}</strong>
          </p>
          <p className="text-xs text-slate-600">{described.detail}</p>
        </>
      ) : null}
      {stoppedBecause ? <p className="text-amber-800">{stoppedBecause}</p> : null}
    </div>
  );
}

/** The last Run or Submit on the page, as the automatic review reads it. */
export function CodeReviewTests({ tests }: { tests: TestsSummary | null }) {
  if (!tests) return null;
  if (tests.kind === "none")
    return <p className="text-sm text-slate-600">Run or Submit your code to include its test results here.</p>;
  const what = tests.source === "run" ? "Run" : "Submit";
  return (
    <div className="space-y-1 text-sm">
      <p className="text-slate-900">
        {tests.passed === tests.total
          ? `Your last ${what} passed all ${tests.total} tests.`
          : `Your last ${what} passed ${tests.passed} of ${tests.total} tests.`}
      </p>
      {tests.failures.length > 0 ? (
        <ul className="list-disc space-y-0.5 pl-5 text-slate-800">
          {tests.failures.map((failure) => (
            <li key={failure} className="break-words">
              {failure}
            </li>
          ))}
        </ul>
      ) : null}
      {tests.notRun > 0 ? (
        <p className="text-xs text-slate-600">
          {tests.notRun === 1 ? "1 test was" : `${tests.notRun} tests were`} not run after a time or memory limit.
        </p>
      ) : null}
    </div>
  );
}
