import { REVIEW_MINUTES } from "./estimate";
import type { ReviewTrack } from "./grade-suggestion";

// Reviews that pace themselves. The day's list is picked from the cards due today by fixed
// rules, so the same cards give the same list: cards seen before first (soonest due first), then new
// cards (oldest first), each kind within its daily count, and all of them within the minutes left today.

export type LoadCard = { id: string; track: ReviewTrack; isNew: boolean; due: Date; createdAt: Date };

export type DayAllowance = {
  /** New cards that may still enter today (the daily limit less those first reviewed today). */
  newLeft: number;
  /** Cards seen before that may still be reviewed today. */
  reviewsLeft: number;
  /** Minutes left today (the daily budget less the estimate of the reviews given today). */
  minutesLeft: number;
};

const byDue = (a: LoadCard, b: LoadCard) => a.due.getTime() - b.due.getTime() || a.id.localeCompare(b.id);
const byAge = (a: LoadCard, b: LoadCard) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/**
 * The cards of today's list, soonest due first, and how many due cards wait for a later day. A card
 * that does not fit the minutes left is skipped and a shorter one after it may still fit: the list
 * never takes longer than the budget.
 */
export function pickDailyLoad<Card extends LoadCard>(due: Card[], allowance: DayAllowance) {
  const seen = due.filter((card) => !card.isNew).sort(byDue);
  const fresh = due.filter((card) => card.isNew).sort(byAge);
  const candidates = [
    ...seen.slice(0, Math.max(0, allowance.reviewsLeft)),
    ...fresh.slice(0, Math.max(0, allowance.newLeft)),
  ];
  const shown: Card[] = [];
  let minutesLeft = allowance.minutesLeft;
  for (const card of candidates) {
    const minutes = REVIEW_MINUTES[card.track][card.isNew ? "new" : "review"];
    if (minutes > minutesLeft) continue;
    shown.push(card);
    minutesLeft -= minutes;
  }
  return { shown: shown.sort(byDue), heldBack: due.length - shown.length };
}
