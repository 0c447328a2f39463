// The activity log's write path, outside the features: each of them records what the user did, and
// none has to depend on another for it (the dashboard, analytics and the data export read the log).
import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { activityEvents } from "@/server/db/schema/activity";
import type { ActivityDetails, ActivityKind } from "@/shared/constants/activity";

export type ActivityEvent = typeof activityEvents.$inferSelect;

/**
 * Appends one event to the user's activity. Every feature records through this function (pass a
 * transaction as `db` to record together with the write it belongs to); analytics derive from it.
 */
export async function recordActivity({
  db,
  userId,
  kind,
  subjectId,
  details,
  at,
}: {
  db: Database;
  userId: string;
  kind: ActivityKind;
  subjectId?: string;
  details?: ActivityDetails;
  at: Date;
}): Promise<ActivityEvent> {
  const [row] = await db
    .insert(activityEvents)
    .values({ userId, kind, subjectId: subjectId ?? null, details: details ?? {}, createdAt: at })
    .returning();
  if (!row) throw new Error("Inserting an activity event returned no row");
  return row;
}

/**
 * Records the sign-up, once: the sign-up hook calls it in the transaction that creates the user,
 * and it runs again harmlessly when an existing user links another sign-in method.
 */
export async function recordSignUp({ db, userId, at }: { db: Database; userId: string; at: Date }): Promise<void> {
  const [existing] = await db
    .select({ id: activityEvents.id })
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.kind, "signed_up")))
    .limit(1);
  if (!existing) await recordActivity({ db, userId, kind: "signed_up", at });
}
