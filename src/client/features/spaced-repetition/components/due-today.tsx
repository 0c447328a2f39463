import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { paths } from "@/client/config/paths";
import { REVIEW_TRACK_LABELS } from "@/shared/schemas/spaced-repetition";
import { type DueReviewCard, useDueReviews } from "../api/get-due-reviews";
import { GradeBar, RecentGrades } from "./grade-bar";

/** Where a card is practised: the problem from an empty editor, the interview's report, the design. */
function getPracticePath(card: DueReviewCard): string {
  switch (card.kind) {
    case "problem":
      return paths.problemRepetition(card.subjectId);
    case "interview_question":
      return paths.interviewSession(card.subjectId.split(":")[0] ?? "");
    case "scenario":
      return paths.design(card.subjectId);
    case "concept":
      return paths.systemDesignTab;
  }
}

const minutes = (value: number) => `about ${value} min`;

/**
 * The dashboard's Due today card: what to revisit today, by track, with the time it takes,
 * never more than the minutes a day chosen in Settings, and how many wait for a later day.
 */
export function DueToday() {
  const due = useDueReviews();
  return (
    <Card as="section" aria-labelledby="due-today-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="due-today-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CalendarClock aria-hidden className="size-5 text-brand-600" />
          Due today
        </h2>
        {due.data && due.data.total > 0 ? (
          <p className="text-sm text-slate-600">
            {due.data.total} {due.data.total === 1 ? "card" : "cards"}, {minutes(due.data.minutes)} (of your{" "}
            {due.data.settings.minutesPerDay} min a day)
          </p>
        ) : null}
      </div>
      <RecentGrades
        match={() => true}
        shownIds={due.data?.tracks.flatMap(({ cards }) => cards.map(({ id }) => id)) ?? []}
      />
      {due.isPending ? (
        <div aria-hidden className="mt-3 h-12 animate-pulse rounded-lg bg-slate-100" />
      ) : due.isError ? (
        <LoadErrorAlert message="Failed to load your reviews" onRetry={() => due.refetch()} variant="inline" />
      ) : due.data.total === 0 && due.data.heldBack > 0 ? (
        <p className="mt-3 text-sm text-slate-600">Today's reviews are done.</p>
      ) : due.data.total === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Nothing due today.
          {due.data.nextDue ? (
            <>
              {" "}
              The next card is due on{" "}
              <time dateTime={due.data.nextDue}>
                {new Date(due.data.nextDue).toLocaleDateString(undefined, { dateStyle: "medium" })}
              </time>
              .
            </>
          ) : (
            " Solve a problem, finish an interview or review a design to make review cards."
          )}
        </p>
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          {due.data.tracks.map(({ track, cards, minutes: trackMinutes }) => (
            <section key={track} aria-labelledby={`due-${track}`}>
              <h3 id={`due-${track}`} className="text-sm font-semibold text-slate-900">
                {REVIEW_TRACK_LABELS[track]}{" "}
                <span className="font-normal text-slate-600">
                  ({cards.length}, {minutes(trackMinutes)})
                </span>
              </h3>
              <ul className="mt-2 space-y-2">
                {cards.map((card) => (
                  <DueCardItem key={card.id} card={card} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {due.data && due.data.heldBack > 0 ? (
        <p className="mt-3 text-xs text-slate-600">
          {due.data.heldBack} more due {due.data.heldBack === 1 ? "card waits" : "cards wait"} for a later day: your
          daily limits hold {due.data.heldBack === 1 ? "it" : "them"} back (
          <Link className="underline" to={paths.settingsSection("notifications")}>
            Settings
          </Link>
          ).
        </p>
      ) : null}
    </Card>
  );
}

function DueCardItem({ card }: { card: DueReviewCard }) {
  const [isGrading, setIsGrading] = useState(false);
  return (
    <li className="rounded-lg border border-slate-100 p-3">
      <div className="flex items-start justify-between gap-2">
        <Link to={getPracticePath(card)} className="text-sm font-medium text-brand-700 hover:underline">
          {card.title}
        </Link>
        {card.isNew ? <span className="shrink-0 text-xs text-slate-600">New</span> : null}
      </div>
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        aria-expanded={isGrading}
        onClick={() => setIsGrading((open) => !open)}
      >
        {isGrading ? "Hide grades" : "Grade"}
      </Button>
      {isGrading ? <GradeBar cardId={card.id} title={card.title} /> : null}
    </li>
  );
}
