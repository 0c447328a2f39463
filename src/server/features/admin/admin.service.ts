import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/server/db/client";
import { subscriptions } from "@/server/db/schema/account";
import { user } from "@/server/db/schema/auth";
import { AppError } from "@/server/lib/app-error";
import { PLAN_TYPES, TRIAL_DAYS } from "@/shared/constants/plans";
import { deriveSubscriptionState } from "@/shared/subscription";

// Operator commands (`npm run admin`): one implementation, used by the CLI on the database directly
// and by the running server behind its admin socket.

export const ADMIN_PLANS = [...PLAN_TYPES, "none"] as const;
export type AdminPlan = (typeof ADMIN_PLANS)[number];

/** How long a plan set without --days lasts: the trial's usual length, or one paid month. */
export const DEFAULT_PLAN_DAYS = { trial: TRIAL_DAYS, paid: 30 } as const;
export const MAX_PLAN_DAYS = 3650;
export const DAYS_MESSAGE = `--days must be a whole number of days from 0 to ${MAX_PLAN_DAYS}`;

const DAY_MS = 24 * 60 * 60 * 1000;

export const setPlanInputSchema = z.object({
  email: z.string().trim().min(1, "an email is required"),
  plan: z.enum(ADMIN_PLANS, {
    error: (issue) => `Unknown plan "${String(issue.input)}": use one of ${ADMIN_PLANS.join(", ")}`,
  }),
  days: z
    .number({ error: DAYS_MESSAGE })
    .int(DAYS_MESSAGE)
    // 0 ends the plan now: an operator (or an end-to-end test) can put a user on an expired trial.
    .min(0, DAYS_MESSAGE)
    .max(MAX_PLAN_DAYS, DAYS_MESSAGE)
    .optional(),
});
export type SetPlanInput = z.infer<typeof setPlanInputSchema>;

/** What an operator is told after a change; plain strings so it crosses the admin socket unchanged. */
export type PlanChange = { email: string; plan: AdminPlan; planLabel: string; statusText: string };

export type UserListEntry = { email: string; name: string; plan: string; status: string; createdAt: string };

/**
 * trial → status trial ending in `days` (default 14); a paid plan → status active until `days` from
 * now (default 30); `days` 0 ends either now, so it is already expired; none → no subscription row at
 * all (the user sees 'No Subscription').
 */
export async function setUserPlan({ db, input, now }: { db: Database; input: SetPlanInput; now: Date }) {
  const { email, plan } = input;
  const [owner] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  if (!owner) throw new AppError("NOT_FOUND", { message: `No user with the email ${email}` });

  if (plan === "none") {
    await db.delete(subscriptions).where(eq(subscriptions.userId, owner.id));
    const state = deriveSubscriptionState(null, now);
    return { email: owner.email, plan, planLabel: state.planLabel, statusText: state.statusText } satisfies PlanChange;
  }
  const days = input.days ?? (plan === "trial" ? DEFAULT_PLAN_DAYS.trial : DEFAULT_PLAN_DAYS.paid);
  const end = new Date(now.getTime() + days * DAY_MS);
  const values =
    plan === "trial"
      ? { status: "trial", planType: plan, trialEnd: end, currentPeriodEnd: null, updatedAt: now }
      : { status: "active", planType: plan, currentPeriodEnd: end, updatedAt: now };
  const [saved] = await db
    .insert(subscriptions)
    .values({ userId: owner.id, trialEnd: null, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values })
    .returning();
  const state = deriveSubscriptionState(saved, now);
  return { email: owner.email, plan, planLabel: state.planLabel, statusText: state.statusText } satisfies PlanChange;
}

/** Every user, oldest first, with the plan and the subscription status they have now. */
export async function listUsers({ db, now }: { db: Database; now: Date }): Promise<UserListEntry[]> {
  const rows = await db
    .select({
      email: user.email,
      name: user.name,
      createdAt: user.createdAt,
      subscription: {
        status: subscriptions.status,
        planType: subscriptions.planType,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        trialEnd: subscriptions.trialEnd,
      },
    })
    .from(user)
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
    .orderBy(asc(user.createdAt), asc(user.email));
  return rows.map(({ email, name, createdAt, subscription }) => ({
    email,
    name,
    plan: subscription?.planType ?? "none",
    status: deriveSubscriptionState(subscription, now).status,
    createdAt: createdAt.toISOString(),
  }));
}
