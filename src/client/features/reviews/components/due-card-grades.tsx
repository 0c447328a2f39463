import { useDueReviews } from "../api/get-due-reviews";
import { GradeBar } from "./grade-bar";

/**
 * The grade bar on a problem's page once a submission is Accepted (issue 16): shown when the problem's
 * review card is due today (its first solve made it, or it came back for review).
 */
export function ProblemReviewGrade({ problemId }: { problemId: string }) {
  const due = useDueReviews();
  const card = due.data?.tracks
    .flatMap(({ cards }) => cards)
    .find(({ kind, subjectId }) => kind === "problem" && subjectId === problemId);
  return card ? (
    <div className="mt-3">
      <GradeBar cardId={card.id} title={card.title} />
    </div>
  ) : null;
}
