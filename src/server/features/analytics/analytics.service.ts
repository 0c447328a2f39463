import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { activityEvents } from "@/server/db/schema/activity";
import { user } from "@/server/db/schema/auth";
import { type Analytics, deriveAnalytics } from "./derive-analytics";

/** The user's analytics at `now`, in their time zone, derived from their activity events. */
export async function getAnalytics({
  db,
  userId,
  now,
  timeZone,
}: {
  db: Database;
  userId: string;
  now: Date;
  timeZone: string;
}): Promise<Analytics> {
  const [owner] = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, userId));
  const events = await db
    .select({
      kind: activityEvents.kind,
      subjectId: activityEvents.subjectId,
      details: activityEvents.details,
      createdAt: activityEvents.createdAt,
    })
    .from(activityEvents)
    .where(eq(activityEvents.userId, userId));
  // The sign-up event carries the app's clock; users from before activity was recorded have only the row's date.
  const signedUpAt = events.find((event) => event.kind === "signed_up")?.createdAt ?? owner?.createdAt ?? now;
  return deriveAnalytics({ events, signedUpAt, now, timeZone });
}
