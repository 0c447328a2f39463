import { Lightbulb } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";

/** Hints one at a time, so the user takes only as much help as they need. */
export function HintReveal({ hints }: { hints: string[] }) {
  const [shownCount, setShownCount] = useState(0);
  if (hints.length === 0) return null;
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
        <Button variant="secondary" size="sm" onClick={() => setShownCount(shownCount + 1)}>
          <Lightbulb aria-hidden className="size-4" />
          Show hint {shownCount + 1} of {hints.length}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">All hints are shown.</p>
      )}
    </section>
  );
}
