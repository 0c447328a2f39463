import { type Card, createEmptyCard, fsrs, generatorParameters, Rating, type ReviewLog, type State } from "ts-fsrs";
import type { ReviewGrade } from "./grade-suggestion";

// A thin wrapper around ts-fsrs: the one place that knows its types. Fuzz is off so a schedule is
// reproducible (tests, and the same grade twice gives the same due date). Short-term steps are off: a
// card is a whole problem, interview question or design, so a grade schedules it a day or more later
// (what was practised today is never due again today).

const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));

const RATINGS = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy } as const;

export const CARD_STATES = ["new", "learning", "review", "relearning"] as const;
export type CardState = (typeof CARD_STATES)[number];

/** The scheduler's state of one card, as stored (review_cards' FSRS columns). */
export type SchedulerCard = {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: CardState;
  lastReview: Date | null;
};

export type SchedulerLog = {
  state: CardState;
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
};

/** A new card, first due at `firstDue` (the start of the user's next day: nothing is due the day it was made). */
export function createSchedulerCard(firstDue: Date): SchedulerCard {
  return fromFsrsCard(createEmptyCard(firstDue));
}

/** The card after a grade given at `now`, and the log of that review (the state it was in). */
export function scheduleReview(
  card: SchedulerCard,
  grade: ReviewGrade,
  now: Date,
): { card: SchedulerCard; log: SchedulerLog } {
  const { card: next, log } = scheduler.next(toFsrsCard(card), now, RATINGS[grade]);
  return { card: fromFsrsCard(next), log: fromFsrsLog(log) };
}

function toFsrsCard(card: SchedulerCard): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: CARD_STATES.indexOf(card.state) as State,
    ...(card.lastReview ? { last_review: card.lastReview } : {}),
  };
}

function fromFsrsCard(card: Card): SchedulerCard {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: toCardState(card.state),
    lastReview: card.last_review ?? null,
  };
}

function fromFsrsLog(log: ReviewLog): SchedulerLog {
  return {
    state: toCardState(log.state),
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
  };
}

function toCardState(state: State): CardState {
  return CARD_STATES[state] ?? "new";
}
