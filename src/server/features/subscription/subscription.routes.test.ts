import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { subscriptions } from "@/server/db/schema/account";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { createTestApp, UNTIL_NOTIFIED } from "../../../../tests/fixtures/test-app";
import { getAiAccess } from "./subscription.service";

const DAY_MS = 24 * 60 * 60 * 1000;
let now = new Date("2025-03-10T12:00:00.000Z");
const { app, db } = await createTestApp({ clock: () => now });

async function getSubscription(cookie: string) {
  const response = await app.request("/api/subscription", { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.json();
}

test("a new account has a 14-day trial, with the row's dates as ISO strings and the derived state", async () => {
  now = new Date("2025-03-10T12:00:00.000Z");
  const { cookie, user } = await signUpUser(app);
  const body = await getSubscription(cookie);
  expect(body.subscription).toMatchObject({
    userId: user.id,
    status: "trial",
    planType: "trial",
    trialEnd: "2025-03-24T12:00:00.000Z",
    currentPeriodEnd: null,
  });
  expect(body.state).toEqual({
    status: "trial",
    canUseAI: true,
    hasActiveSubscription: false,
    isTrialActive: true,
    trialDaysLeft: 14,
    statusText: "Trial ends Mar 24, 2025",
    actionLabel: "Upgrade Plan",
    planLabel: "Free Trial",
    hasFullAccess: false,
  });
});

test("the state follows the injected clock: the trial expires after its end", async () => {
  now = new Date("2025-03-10T12:00:00.000Z");
  const { cookie, user } = await signUpUser(app);
  now = new Date(now.getTime() + 15 * DAY_MS);
  const body = await getSubscription(cookie);
  expect(body.state).toMatchObject({ status: "expired", canUseAI: false, statusText: "Inactive subscription" });
  expect(await getAiAccess({ db, userId: user.id, now })).toEqual({ canUseAI: false, status: "expired" });
});

test("without a row the answer is null and status none; an active paid plan allows AI", async () => {
  now = new Date("2025-03-10T12:00:00.000Z");
  const { cookie, user } = await signUpUser(app);
  await db.delete(subscriptions).where(eq(subscriptions.userId, user.id));
  await expect
    .poll(() => getSubscription(cookie), UNTIL_NOTIFIED)
    .toMatchObject({
      subscription: null,
      state: { status: "none", canUseAI: false, planLabel: "No Subscription" },
    });
  expect(await getAiAccess({ db, userId: user.id, now })).toEqual({ canUseAI: false, status: "none" });

  await db.insert(subscriptions).values({
    userId: user.id,
    status: "active",
    planType: "professional",
    currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
  });
  expect(await getAiAccess({ db, userId: user.id, now })).toEqual({ canUseAI: true, status: "active" });
  // A row written straight to the database reaches the held answer with its notification.
  await expect
    .poll(async () => (await getSubscription(cookie)).state, UNTIL_NOTIFIED)
    .toMatchObject({ planLabel: "Professional", actionLabel: "Manage Plan" });
});

test("answers 401 JSON without a session", async () => {
  const response = await app.request("/api/subscription");
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: { code: "UNAUTHORIZED", message: "Please sign in to continue." } });
});
