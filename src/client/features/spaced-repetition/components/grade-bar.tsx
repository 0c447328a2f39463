import { useMutationState } from "@tanstack/react-query";
import { Button } from "@/client/components/ui/button";
import type { ReviewGrade } from "@/shared/spaced-repetition/grade-suggestion";
import { REVIEW_GRADES } from "@/shared/spaced-repetition/grade-suggestion";
import { useReviewSuggestion } from "../api/get-review-suggestion";
import { GRADE_MUTATION_KEY, type GradedCard, useGradeReviewCard } from "../api/grade-review-card";

const GRADE_LABELS: Record<ReviewGrade, string> = { again: "Again", hard: "Hard", good: "Good", easy: "Easy" };

/**
 * Again / Hard / Good / Easy after an attempt: the grade the facts suggest is highlighted
 * with its reason, so one click accepts it; the answer says when the card comes back.
 */
export function GradeBar({ cardId, title }: { cardId: string; title: string }) {
  const suggestion = useReviewSuggestion(cardId);
  const grade = useGradeReviewCard();
  const suggested = suggestion.data?.grade;
  const headingId = `grade-bar-${cardId}`;
  if (grade.isSuccess) return <GradedMessage grade={grade.variables.input.grade} card={grade.data.card} />;
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

function GradedMessage({ grade, card }: { grade: ReviewGrade; card: Pick<GradedCard, "title" | "due"> }) {
  return (
    <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
      Graded {GRADE_LABELS[grade]}: “{card.title}” comes back on{" "}
      <time dateTime={card.due}>{new Date(card.due).toLocaleDateString(undefined, { dateStyle: "medium" })}</time>.
    </p>
  );
}

/**
 * The confirmations of the grades just given to cards that `match` picks and that are no longer in the
 * list (`shownIds`): a graded card leaves today's list at once, its confirmation stays.
 */
export function RecentGrades({ match, shownIds }: { match: (card: GradedCard) => boolean; shownIds: string[] }) {
  const grades = useMutationState({
    filters: { mutationKey: GRADE_MUTATION_KEY, status: "success" },
    select: (mutation) => ({
      grade: (mutation.state.variables as { input: { grade: ReviewGrade } }).input.grade,
      card: (mutation.state.data as { card: GradedCard }).card,
      at: mutation.state.submittedAt,
    }),
  });
  const latest = new Map(grades.filter(({ card }) => match(card)).map((entry) => [entry.card.id, entry]));
  const gone = [...latest.values()].filter(({ card }) => !shownIds.includes(card.id));
  return gone.length > 0 ? (
    <div className="mt-3 space-y-2">
      {gone.map(({ grade, card, at }) => (
        <GradedMessage key={`${card.id}:${at}`} grade={grade} card={card} />
      ))}
    </div>
  ) : null;
}
