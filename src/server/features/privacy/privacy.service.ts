import { eq, getTableColumns, getTableName, is, or, type SQL, sql } from "drizzle-orm";
import { type PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/client";
import { schema } from "@/server/db/schema";
import { subscriptions, userProfiles } from "@/server/db/schema/account";
import { activityEvents } from "@/server/db/schema/activity";
import { account, session, twoFactor, user, verification } from "@/server/db/schema/auth";
import { userAvatars } from "@/server/db/schema/avatars";
import { notificationPreferences } from "@/server/db/schema/notifications";
import { practiceProblems } from "@/server/db/schema/practice";
import { rateLimitCounters } from "@/server/db/schema/rate-limit";
import { contactSubmissions, newsletterSubscriptions } from "@/server/db/schema/site";

// The GDPR rights of the privacy pages: a copy of everything we hold about a user, and erasure.

/**
 * Tables exported field by field below. Any other table with a user_id column (generated problems,
 * interviews, scenarios…) is exported whole under `otherData`: a table holding secrets must be added
 * here and exported without them, as account, session and two_factor are.
 */
const EXPORTED_EXPLICITLY = new Set<unknown>([
  user,
  account,
  session,
  twoFactor,
  verification,
  userProfiles,
  subscriptions,
  notificationPreferences,
  activityEvents,
  userAvatars,
]);

/**
 * Columns of those other tables that are not the user's data and stay out of the export: a problem's
 * judge holds its tests and reference solution, which the API reveals only once the user solved the
 * problem or gave up. The user's notes, drafts and submissions (problem_workspaces, problem_drafts,
 * problem_submissions) are exported whole.
 */
const WITHHELD_COLUMNS = new Map<unknown, string[]>([[practiceProblems, ["judge"]]]);

const sameEmail = (column: PgColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

/** Everything of the user, without password hashes, tokens or two-factor secrets. */
export async function exportUserData({ db, userId, now }: { db: Database; userId: string; now: Date }) {
  const [owner] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      image: user.image,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!owner) throw new Error("Exporting the data of a user that does not exist");
  const [avatar] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId));

  return {
    exportedAt: now.toISOString(),
    user: owner,
    accounts: await db
      .select({ providerId: account.providerId, createdAt: account.createdAt })
      .from(account)
      .where(eq(account.userId, userId)),
    sessions: await db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId)),
    profile: (await db.select().from(userProfiles).where(eq(userProfiles.id, userId)))[0] ?? null,
    subscription: (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0] ?? null,
    notificationPreferences:
      (await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)))[0] ?? null,
    avatar: avatar
      ? { updatedAt: avatar.updatedAt, image: `data:image/webp;base64,${avatar.image.toString("base64")}` }
      : null,
    activityEvents: await db.select().from(activityEvents).where(eq(activityEvents.userId, userId)),
    contactMessages: await db.select().from(contactSubmissions).where(sameEmail(contactSubmissions.email, owner.email)),
    newsletterSubscription:
      (
        await db.select().from(newsletterSubscriptions).where(sameEmail(newsletterSubscriptions.email, owner.email))
      )[0] ?? null,
    otherData: await exportOtherTables(db, userId),
  };
}

async function exportOtherTables(db: Database, userId: string): Promise<Record<string, unknown[]>> {
  const other: Record<string, unknown[]> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || EXPORTED_EXPLICITLY.has(table)) continue;
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const owner = columns.userId;
    if (!owner) continue;
    const withheld = WITHHELD_COLUMNS.get(table) ?? [];
    const exported = Object.fromEntries(Object.entries(columns).filter(([name]) => !withheld.includes(name)));
    other[getTableName(table)] = await db.select(exported).from(table).where(eq(owner, userId));
  }
  return other;
}

/**
 * Erases the user in one transaction: the user row (every table holding a user_id cascades from
 * it), pending verification tokens, rate-limit counters keyed by the id, and the contact messages
 * and newsletter subscription sent with the account's email.
 */
export async function deleteAccount({ db, userId, email }: { db: Database; userId: string; email: string }) {
  const mentions = (column: PgColumn): SQL => sql`strpos(${column}, ${userId}) > 0`;
  await db.transaction(async (tx) => {
    await tx.delete(contactSubmissions).where(sameEmail(contactSubmissions.email, email));
    await tx.delete(newsletterSubscriptions).where(sameEmail(newsletterSubscriptions.email, email));
    await tx
      .delete(verification)
      .where(
        or(mentions(verification.value), mentions(verification.identifier), sameEmail(verification.identifier, email)),
      );
    await tx.delete(rateLimitCounters).where(mentions(rateLimitCounters.key));
    await tx.delete(user).where(eq(user.id, userId));
  });
}
