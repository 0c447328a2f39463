import { Check, CircleCheck } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { ApiError } from "@/client/lib/api-client";
import { formatDate } from "@/client/lib/format-date";
import type { Problem } from "@/shared/schemas/practice";
import { useSolveProblem } from "../api/solve-problem";

/** "Mark as solved", then a "Solved" state with the date that cannot be clicked again. */
export function MarkSolved({ problem }: { problem: Problem }) {
  const [error, setError] = useState<string | null>(null);
  const solve = useSolveProblem();
  // A stable callback: React calls it once, when "Solved" replaces the button after a click here.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);

  const onSolve = () => {
    setError(null);
    solve.mutate(problem.id, {
      onError: (cause) => setError(cause instanceof ApiError ? cause.message : "Failed to mark the problem as solved"),
    });
  };

  return (
    <div className="space-y-3">
      {/* The live region stays mounted so the switch from the button to "Solved" is announced. */}
      <div aria-live="polite">
        {problem.solvedAt ? (
          <p
            // The button that had focus is gone: focus moves to what replaced it.
            ref={solve.isSuccess ? focusOnMount : undefined}
            tabIndex={-1}
            className="inline-flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
          >
            <CircleCheck aria-hidden className="size-4 shrink-0" />
            <span>
              Solved on <time dateTime={problem.solvedAt}>{formatDate(problem.solvedAt)}</time>
            </span>
          </p>
        ) : (
          <Button variant="secondary" onClick={onSolve} disabled={solve.isPending} aria-busy={solve.isPending}>
            {solve.isPending ? <Spinner className="size-4" label="Saving" /> : <Check aria-hidden className="size-4" />}
            Mark as solved
          </Button>
        )}
      </div>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(null)} /> : null}
    </div>
  );
}
