import { Lightbulb } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { useRevealHints } from "../api/reveal-hints";

/**
 * Hints one at a time, so the user takes only as much help as they need. Each reveal is stored on the
 * server (readiness and the review grade weigh hints), and the hints already revealed stay shown on
 * the next visit; a failed save never hides a hint, it offers to save again.
 */
export function HintReveal({
  problemId,
  hints,
  revealed,
  beyond,
}: {
  problemId: string;
  hints: string[];
  revealed: number;
  /** The help past the last hint (the editorial a section at a time, the tutor): shown once every hint is. */
  beyond?: ReactNode;
}) {
  const [shownHere, setShownHere] = useState(0);
  const reveal = useRevealHints();
  const shownCount = Math.min(hints.length, Math.max(revealed, shownHere));
  if (hints.length === 0) return beyond ?? null;
  const showNext = () => {
    const next = shownCount + 1;
    setShownHere(next);
    reveal.mutate({ id: problemId, revealed: next });
  };
  return (
    <section aria-labelledby="hints-title" className="space-y-3">
      <h2 id="hints-title" className="text-lg font-semibold text-slate-900">
        Hints
      </h2>
      {shownCount > 0 ? (
        <ol className="space-y-2">
          {hints.slice(0, shownCount).map((hint, index) => (
            <li key={hint} className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
              <span className="font-semibold">Hint {index + 1}: </span>
              {hint}
            </li>
          ))}
        </ol>
      ) : null}
      {shownCount < hints.length ? (
        <Button variant="secondary" size="sm" onClick={showNext}>
          <Lightbulb aria-hidden className="size-4" />
          Show hint {shownCount + 1} of {hints.length}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">All hints are shown.</p>
      )}
      {shownCount >= hints.length ? beyond : null}
      {reveal.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          Could not save that you revealed this hint.
          <Button variant="ghost" size="sm" onClick={() => reveal.mutate({ id: problemId, revealed: shownCount })}>
            Try again
          </Button>
        </p>
      ) : null}
    </section>
  );
}
