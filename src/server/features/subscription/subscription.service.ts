import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { subscriptions } from "@/server/db/schema/account";
import { getInstallSettings } from "@/server/lib/install-settings";
import { deriveSubscriptionState, type SubscriptionState } from "@/shared/subscription";

export type Subscription = typeof subscriptions.$inferSelect;

/**
 * The user's subscription row (at most one) and its derived state at `now`: where
 * the server decides access, every AI feature and quota through it, under the install's policy
 * (FULL_ACCESS=on gives every account full access).
 */
export async function getSubscription({
  db,
  userId,
  now,
}: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<{ subscription: Subscription | null; state: SubscriptionState }> {
  const subscription = await findSubscription({ db, userId });
  return { subscription, state: deriveSubscriptionState(subscription, now, getInstallSettings()) };
}

/** The user's subscription row, or null (at most one per user). */
export async function findSubscription({ db, userId }: { db: Database; userId: string }): Promise<Subscription | null> {
  const [subscription = null] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return subscription;
}

/**
 * Whether the user may use AI features now: an active paid period or a running trial, decided by
 * the same function that gives the client its texts. AI endpoints check this before any work.
 */
export async function getAiAccess({ db, userId, now }: { db: Database; userId: string; now: Date }) {
  const { state } = await getSubscription({ db, userId, now });
  return { canUseAI: state.canUseAI, status: state.status };
}
