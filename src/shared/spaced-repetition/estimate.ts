import type { ReviewTrack } from "./grade-suggestion";

/**
 * Minutes one review takes, by track: a problem re-solved from an empty editor takes about the low
 * end of a medium problem's target; an interview question is answered and read back; a design is
 * sketched again; a new card (first review) takes longer than a card seen before.
 */
export const REVIEW_MINUTES: Record<ReviewTrack, { new: number; review: number }> = {
  coding: { new: 20, review: 15 },
  interviews: { new: 8, review: 5 },
  system_design: { new: 20, review: 10 },
};

export function estimateReviewMinutes(cards: { track: ReviewTrack; isNew: boolean }[]): number {
  return cards.reduce((sum, { track, isNew }) => sum + REVIEW_MINUTES[track][isNew ? "new" : "review"], 0);
}

/** The longest one card takes: the smallest daily budget of minutes, so any card fits a day of its own. */
export const LONGEST_REVIEW_MINUTES = Math.max(
  ...Object.values(REVIEW_MINUTES).flatMap(({ new: first, review }) => [first, review]),
);
