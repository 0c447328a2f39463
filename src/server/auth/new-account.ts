import { AsyncLocalStorage } from "node:async_hooks";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { subscriptions, userProfiles } from "@/server/db/schema/account";
import { user } from "@/server/db/schema/auth";
import { recordSignUp } from "@/server/lib/activity-log";
import { TRIAL_DAYS } from "@/shared/constants/plans";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;

const currentTransaction = new AsyncLocalStorage<Transaction>();

/**
 * The database handed to Better Auth's adapter. Better Auth creates a user and its first account in
 * one transaction (sign-up and social sign-in alike), but its `create.after` hooks run only after the
 * commit; remembering the open transaction lets a `create.before` hook write in it instead.
 */
export function trackTransactions(db: Database): Database {
  const tracked: Database = Object.create(db);
  tracked.transaction = (run, config) => db.transaction((tx) => currentTransaction.run(tx, () => run(tx)), config);
  return tracked;
}

/**
 * Gives a user its profile (full name = the name it signed up with) and a trial of TRIAL_DAYS days,
 * unless it has them already (an existing user linking another sign-in method). Runs in Better Auth's
 * transaction when there is one, so a user never exists without both rows.
 */
export async function ensureAccountRows(db: Database, userId: string, now: Date): Promise<void> {
  const executor = currentTransaction.getStore() ?? db;
  const [owner] = await executor.select({ name: user.name }).from(user).where(eq(user.id, userId));
  await executor
    .insert(userProfiles)
    .values({ id: userId, fullName: owner?.name ?? null })
    .onConflictDoNothing();
  await executor
    .insert(subscriptions)
    .values({
      userId,
      status: "trial",
      planType: "trial",
      trialEnd: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
      currentPeriodEnd: null,
    })
    .onConflictDoNothing();
  await recordSignUp({ db: executor, userId, at: now });
}
