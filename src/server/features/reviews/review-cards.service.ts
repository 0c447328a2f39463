import type { Database } from "@/server/db/client";
import { type ReviewCardKind, reviewCards } from "@/server/db/schema/reviews";
import type { ReviewTrack } from "@/shared/reviews/grade-suggestion";
import { createSchedulerCard } from "@/shared/reviews/scheduler";

/**
 * Makes the review card of something the user solved, evaluated, reviewed or studied, once: the
 * features call it inside the transaction that records the event; a second call changes nothing.
 * A new card is due at once, so it appears in Due today (within the daily limit of new cards).
 */
export async function createReviewCard(
  db: Database,
  {
    userId,
    track,
    kind,
    subjectId,
    title,
    now,
  }: { userId: string; track: ReviewTrack; kind: ReviewCardKind; subjectId: string; title: string; now: Date },
): Promise<void> {
  const card = createSchedulerCard(now);
  await db
    .insert(reviewCards)
    .values({ userId, track, kind, subjectId, title: title.slice(0, 300), ...card, createdAt: now })
    .onConflictDoNothing();
}
