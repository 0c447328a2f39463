import { BookOpen } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { ApiError } from "@/client/lib/api-client";
import { useEditorial, useRevealEditorial } from "../api/editorial-help";
import { ProblemEditorial } from "./problem-editorial";

/**
 * Past the hints, the editorial a section at a time: the sections opened so far, and a button for the
 * next one, named by its title. Nothing when the problem has no editorial (a generated one without).
 */
export function EditorialSteps({ problemId }: { problemId: string }) {
  const { data: editorial } = useEditorial(problemId);
  const reveal = useRevealEditorial(problemId);
  if (!editorial?.canReveal) return null;
  // Solved or given up: the whole editorial is the user's, with the solution.
  if (editorial.sections.length > editorial.revealed)
    return (
      <p className="text-sm text-slate-600">The whole editorial is under Solution, with the reference solutions.</p>
    );
  const shown = editorial.sections.length;
  const next = editorial.titles[shown];
  return (
    <section aria-labelledby="editorial-steps-title" className="space-y-3">
      <h2 id="editorial-steps-title" className="text-lg font-semibold text-slate-900">
        Editorial, step by step
      </h2>
      {shown === 0 ? (
        <p className="text-sm text-slate-600">
          Still stuck? Open the editorial one section at a time, and stop as soon as you can go on alone.
        </p>
      ) : (
        <ProblemEditorial sections={editorial.sections} headingId="editorial-steps" />
      )}
      {next ? (
        <Button variant="secondary" size="sm" disabled={reveal.isPending} onClick={() => reveal.mutate(shown + 1)}>
          <BookOpen aria-hidden className="size-4" />
          Show “{next}” ({shown + 1} of {editorial.titles.length})
        </Button>
      ) : null}
      {reveal.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {reveal.error instanceof ApiError
            ? reveal.error.message
            : "Could not open the next section. Please try again."}
        </p>
      ) : null}
    </section>
  );
}
