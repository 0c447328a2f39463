import { type DueReviewCard, useDueReviews } from "../api/get-due-reviews";
import { GradeBar, RecentGrades } from "./grade-bar";

/**
 * The grade bars shown after an attempt, for the review cards due today that `match` picks:
 * a problem's after an Accepted submission, an interview's questions once evaluated, a design's after
 * its review. Mount it when the attempt is over: it reads the due list then, with the new card in it.
 */
export function DueCardGrades({ match }: { match: (card: DueReviewCard) => boolean }) {
  const due = useDueReviews();
  const cards = due.data?.tracks.flatMap(({ cards }) => cards).filter(match) ?? [];
  return (
    <div className="print:hidden">
      {cards.length > 0 ? (
        <div className="mt-3 space-y-2">
          {cards.map((card) => (
            <GradeBar key={card.id} cardId={card.id} title={card.title} />
          ))}
        </div>
      ) : null}
      {/* A graded card leaves today's list at once: the confirmation of its grade stays. */}
      <RecentGrades match={match} shownIds={cards.map(({ id }) => id)} />
    </div>
  );
}

/** A problem's grade bar, when its card is due today (its first solve made it, or it came back). */
export function ProblemReviewGrade({ problemId }: { problemId: string }) {
  return <DueCardGrades match={({ kind, subjectId }) => kind === "problem" && subjectId === problemId} />;
}

/** The grade bars of an interview's evaluated questions. */
export function InterviewReviewGrades({ interviewId }: { interviewId: string }) {
  return (
    <DueCardGrades
      match={({ kind, subjectId }) => kind === "interview_question" && subjectId.startsWith(`${interviewId}:`)}
    />
  );
}

/** A design's grade bar, once it has been reviewed. */
export function DesignReviewGrade({ scenarioId }: { scenarioId: string }) {
  return <DueCardGrades match={({ kind, subjectId }) => kind === "scenario" && subjectId === scenarioId} />;
}

/** A concept's grade bar, after a reading that counted. */
export function ConceptReviewGrade({ conceptId }: { conceptId: string }) {
  return <DueCardGrades match={({ kind, subjectId }) => kind === "concept" && subjectId === conceptId} />;
}
