import { Button } from "@/client/components/ui/button";
import type { ReviewGrade } from "@/shared/reviews/grade-suggestion";
import { REVIEW_GRADES } from "@/shared/reviews/grade-suggestion";
import { useReviewSuggestion } from "../api/get-review-suggestion";
import { useGradeReviewCard } from "../api/grade-review-card";

const GRADE_LABELS: Record<ReviewGrade, string> = { again: "Again", hard: "Hard", good: "Good", easy: "Easy" };

/**
 * Again / Hard / Good / Easy after an attempt (issue 16): the grade the facts suggest is highlighted
 * with its reason, so one click accepts it; the answer says when the card comes back.
 */
export function GradeBar({ cardId, title }: { cardId: string; title: string }) {
  const suggestion = useReviewSuggestion(cardId);
  const grade = useGradeReviewCard();
  const suggested = suggestion.data?.grade;
  const headingId = `grade-bar-${cardId}`;
  if (grade.isSuccess) {
    const due = new Date(grade.data.card.due);
    return (
      <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
        Graded {GRADE_LABELS[grade.variables.input.grade]}: “{title}” comes back on{" "}
        <time dateTime={grade.data.card.due}>{due.toLocaleDateString(undefined, { dateStyle: "medium" })}</time>.
      </p>
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        How did “{title}” go?
      </h3>
      <p className="mt-0.5 min-h-5 text-sm text-slate-600">
        {suggested ? `Suggested: ${GRADE_LABELS[suggested]}. ${suggestion.data?.reason ?? ""}` : null}
      </p>
      <fieldset disabled={grade.isPending} className="mt-2 flex flex-wrap gap-2">
        <legend className="sr-only">Grade this review</legend>
        {REVIEW_GRADES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === suggested ? "primary" : "secondary"}
            onClick={() => grade.mutate({ cardId, input: { grade: value, ...(suggested ? { suggested } : {}) } })}
          >
            {GRADE_LABELS[value]}
            {value === suggested ? <span className="sr-only"> (suggested)</span> : null}
          </Button>
        ))}
      </fieldset>
      {grade.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Your grade could not be saved. Please try again.
        </p>
      ) : null}
    </section>
  );
}
