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
