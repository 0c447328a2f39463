import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { activityEvents } from "@/server/db/schema/workspace";
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

/** The user's latest events, newest first, for the dashboard's Recent Activity list. */
export function listRecentActivity({ db, userId, limit }: { db: Database; userId: string; limit: number }) {
  return db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.userId, userId))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(limit);
}

/** Every event of the user, oldest first (analytics, data export). */
export function listActivityEvents({ db, userId }: { db: Database; userId: string }) {
  return db
    .select()
    .from(activityEvents)
    .where(eq(activityEvents.userId, userId))
    .orderBy(activityEvents.createdAt, activityEvents.id);
}
