import { RotateCcw } from "lucide-react";
import { Link } from "wouter";
import { paths } from "@/client/config/paths";

/**
 * Review mode's label, under the top bar: a review of a problem solved on a given day,
 * re-solved from scratch in a draft of its own, with the way back to the saved, accepted draft.
 */
export function RepetitionModeBanner({ problemId, solvedAt }: { problemId: string; solvedAt: string | null }) {
  return (
    <section
      aria-label="Review mode"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
        <RotateCcw aria-hidden className="size-3" />
        Review
      </span>
      {/* Phones: the badge and the link on one row, the sentence under them at full width. */}
      <p className="order-last min-w-0 basis-full sm:order-none sm:flex-1 sm:basis-0">
        A review of a problem you solved
        {solvedAt ? (
          <>
            {" "}
            on{" "}
            <time dateTime={solvedAt}>{new Date(solvedAt).toLocaleDateString(undefined, { dateStyle: "medium" })}</time>
          </>
        ) : null}
        : solve it again from scratch. Your accepted code stays in your draft.
      </p>
      <Link to={paths.problem(problemId)} className="ml-auto shrink-0 font-medium text-brand-700 underline">
        Open my draft
      </Link>
    </section>
  );
}
