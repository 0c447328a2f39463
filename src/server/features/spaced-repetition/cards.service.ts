import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { notificationPreferences } from "@/server/db/schema/notifications";
import { type ReviewCardKind, reviewCards } from "@/server/db/schema/spaced-repetition";
import type { ReviewTrack } from "@/shared/spaced-repetition/grade-suggestion";
import { createSchedulerCard } from "@/shared/spaced-repetition/scheduler";
import { getEndOfToday } from "@/shared/spaced-repetition/today";

/**
 * Makes the review card of something the user solved, evaluated, reviewed or studied, once: the
 * features call it inside the transaction that records the event; a second call changes nothing.
 * What was practised today is not due today: the card is first due at the start of the
 * user's next day, in the time zone the app last told us (UTC until then); the Due today list also
 * waits for the day after a new card was made, whatever zone it is asked in.
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
  const [preferences] = await db
    .select({ timeZone: notificationPreferences.timeZone })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const card = createSchedulerCard(getEndOfToday(now, preferences?.timeZone ?? "UTC"));
  await db
    .insert(reviewCards)
    .values({ userId, track, kind, subjectId, title: title.slice(0, 300), ...card, createdAt: now })
    .onConflictDoNothing();
}
