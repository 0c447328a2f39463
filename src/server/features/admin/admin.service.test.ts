import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { subscriptions } from "@/server/db/schema/account";
import { user as users } from "@/server/db/schema/auth";
import { signUpUser } from "../../../../tests/fixtures/auth";
import { createTestApp } from "../../../../tests/fixtures/test-app";
import { listUsers, setUserPlan } from "./admin.service";

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date("2025-03-10T12:00:00.000Z");
const { app, db } = await createTestApp({ clock: () => now });
const ada = await signUpUser(app, { name: "Ada Lovelace" });

const subscriptionOf = async (userId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

test("a paid plan is active for 30 days by default, or --days; the email matches whatever its case", async () => {
  const change = await setUserPlan({ db, input: { email: ada.user.email.toUpperCase(), plan: "professional" }, now });
  expect(change).toEqual({
    email: ada.user.email,
    plan: "professional",
    planLabel: "Professional",
    statusText: "Active until Apr 9, 2025",
  });
  expect(await subscriptionOf(ada.user.id)).toMatchObject({
    status: "active",
    planType: "professional",
    currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
    updatedAt: now,
  });
  await setUserPlan({ db, input: { email: ada.user.email, plan: "starter", days: 7 }, now });
  expect(await subscriptionOf(ada.user.id)).toMatchObject({
    status: "active",
    planType: "starter",
    currentPeriodEnd: new Date(now.getTime() + 7 * DAY_MS),
  });
});

test("trial ends in 14 days by default, or --days; none deletes the row", async () => {
  expect(await setUserPlan({ db, input: { email: ada.user.email, plan: "trial" }, now })).toMatchObject({
    planLabel: "Free Trial",
    statusText: "Trial ends Mar 24, 2025",
  });
  await setUserPlan({ db, input: { email: ada.user.email, plan: "trial", days: 3 }, now });
  expect(await subscriptionOf(ada.user.id)).toMatchObject({
    status: "trial",
    planType: "trial",
    trialEnd: new Date(now.getTime() + 3 * DAY_MS),
    currentPeriodEnd: null,
  });
  expect(await setUserPlan({ db, input: { email: ada.user.email, plan: "none" }, now })).toMatchObject({
    plan: "none",
    planLabel: "No Subscription",
  });
  expect(await subscriptionOf(ada.user.id)).toBeUndefined();
});

test("--days 0 ends a trial or a paid plan now, so it is already expired", async () => {
  expect(await setUserPlan({ db, input: { email: ada.user.email, plan: "trial", days: 0 }, now })).toMatchObject({
    planLabel: "Free Trial",
    statusText: "Inactive subscription",
  });
  expect(await subscriptionOf(ada.user.id)).toMatchObject({ status: "trial", trialEnd: now });
  expect(await listUsers({ db, now })).toContainEqual(
    expect.objectContaining({ email: ada.user.email, plan: "trial", status: "expired" }),
  );

  expect(await setUserPlan({ db, input: { email: ada.user.email, plan: "professional", days: 0 }, now })).toMatchObject(
    {
      planLabel: "Professional",
      statusText: "Inactive subscription",
    },
  );
  expect(await subscriptionOf(ada.user.id)).toMatchObject({ status: "active", currentPeriodEnd: now });
  expect(await listUsers({ db, now })).toContainEqual(
    expect.objectContaining({ email: ada.user.email, plan: "professional", status: "expired" }),
  );
});

test("an unknown email is a NOT_FOUND naming it, and changes nothing", async () => {
  const before = await db.select().from(subscriptions);
  await expect(
    setUserPlan({ db, input: { email: "nobody@example.com", plan: "enterprise" }, now }),
  ).rejects.toMatchObject({
    code: "NOT_FOUND",
    message: "No user with the email nobody@example.com",
  });
  expect(await db.select().from(subscriptions)).toEqual(before);
});

test("users are listed oldest first with their plan and the status it has now", async () => {
  const grace = await signUpUser(app, { name: "Grace Hopper" });
  await db
    .update(users)
    .set({ createdAt: new Date("2025-01-01T00:00:00Z") })
    .where(eq(users.id, grace.user.id));
  await setUserPlan({ db, input: { email: ada.user.email, plan: "enterprise", days: 1 }, now });
  const later = new Date(now.getTime() + 2 * DAY_MS);
  const listed = (await listUsers({ db, now: later })).filter((entry) =>
    [ada.user.email, grace.user.email].includes(entry.email),
  );
  expect(listed).toEqual([
    {
      email: grace.user.email,
      name: "Grace Hopper",
      plan: "trial",
      status: "trial",
      createdAt: "2025-01-01T00:00:00.000Z",
    },
    {
      email: ada.user.email,
      name: "Ada Lovelace",
      plan: "enterprise",
      status: "expired",
      createdAt: expect.any(String),
    },
  ]);
});
