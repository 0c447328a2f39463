import { randomUUID } from "node:crypto";
import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { type NotificationKind, notificationDeliveries } from "@/server/db/schema/notifications";
import { AppError } from "@/server/lib/app-error";

// At most once per user, kind and key, on any number of instances: a sender claims the delivery row
// with a lease (the pattern of ai/generation-guard.ts's generation lease), sends, then marks it sent.
// A sent row is never claimed again; a claim whose lease ran out (its process died mid-send) is taken
// over; a failed send gives the claim back so a later tick tries again.

/** Longer than any send takes (SMTP's own timeouts are shorter), short enough to retry the same day. */
export const DELIVERY_LEASE_MS = 10 * 60_000;

export type DeliveryClaim = { markSent: (at: Date) => Promise<void>; release: () => Promise<void> };

export async function claimDelivery({
  db,
  userId,
  kind,
  key,
  now,
}: {
  db: Database;
  userId: string;
  kind: NotificationKind;
  key: string;
  now: Date;
}): Promise<DeliveryClaim | null> {
  const token = randomUUID();
  const leaseExpiresAt = new Date(now.getTime() + DELIVERY_LEASE_MS);
  const claimed = await db
    .insert(notificationDeliveries)
    .values({ userId, kind, key, leaseToken: token, leaseExpiresAt })
    .onConflictDoUpdate({
      target: [notificationDeliveries.userId, notificationDeliveries.kind, notificationDeliveries.key],
      set: { leaseToken: token, leaseExpiresAt },
      setWhere: and(isNull(notificationDeliveries.sentAt), lte(notificationDeliveries.leaseExpiresAt, now)),
    })
    .returning({ id: notificationDeliveries.id });
  const [row] = claimed;
  if (!row) return null;
  const ours = and(eq(notificationDeliveries.id, row.id), eq(notificationDeliveries.leaseToken, token));
  return {
    async markSent(at) {
      await db.update(notificationDeliveries).set({ sentAt: at, leaseToken: null, leaseExpiresAt: null }).where(ours);
    },
    async release() {
      await db.delete(notificationDeliveries).where(ours);
    },
  };
}

/** Whether this delivery was already sent (a cheap check before composing its content). */
export async function isDelivered({
  db,
  userId,
  kind,
  key,
}: {
  db: Database;
  userId: string;
  kind: NotificationKind;
  key: string;
}): Promise<boolean> {
  const [row] = await db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.userId, userId),
        eq(notificationDeliveries.kind, kind),
        eq(notificationDeliveries.key, key),
        isNotNull(notificationDeliveries.sentAt),
      ),
    );
  return row !== undefined;
}

/** Records an in-app notice once per key (a second call with the same key changes nothing); true when new. */
export async function recordNotice({
  db,
  userId,
  key,
  title,
  body,
  now,
}: {
  db: Database;
  userId: string;
  key: string;
  title: string;
  body: string;
  now: Date;
}): Promise<boolean> {
  const inserted = await db
    .insert(notificationDeliveries)
    .values({ userId, kind: "achievement_notice", key, title, body, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
  return inserted.length > 0;
}

/** The user's notices not yet dismissed, oldest first. */
export async function listUnseenNotices({ db, userId }: { db: Database; userId: string }) {
  const rows = await db
    .select({
      id: notificationDeliveries.id,
      title: notificationDeliveries.title,
      body: notificationDeliveries.body,
      sentAt: notificationDeliveries.sentAt,
    })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.userId, userId),
        eq(notificationDeliveries.kind, "achievement_notice"),
        isNull(notificationDeliveries.seenAt),
      ),
    )
    .orderBy(asc(notificationDeliveries.sentAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title ?? "",
    body: row.body ?? "",
    at: (row.sentAt ?? new Date(0)).toISOString(),
  }));
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Dismisses one of the user's notices; another user's, or none, is 404. */
export async function markNoticeSeen({
  db,
  userId,
  noticeId,
  now,
}: {
  db: Database;
  userId: string;
  noticeId: string;
  now: Date;
}): Promise<void> {
  const notFound = new AppError("NOT_FOUND", { message: "No such notice." });
  if (!UUID_PATTERN.test(noticeId)) throw notFound;
  const [row] = await db
    .update(notificationDeliveries)
    .set({ seenAt: now })
    .where(
      and(
        eq(notificationDeliveries.id, noticeId),
        eq(notificationDeliveries.userId, userId),
        eq(notificationDeliveries.kind, "achievement_notice"),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  if (!row) throw notFound;
}
