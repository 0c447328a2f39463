import fc from "fast-check";
import { expect, test } from "vitest";
import { deriveSubscriptionState, getSubscriptionStateUntil, type SubscriptionRecord } from "./subscription";

const NOW = new Date("2026-11-22T12:00:00.000Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

const trial = (trialEnd: Date | null): SubscriptionRecord => ({
  status: "trial",
  planType: "trial",
  trialEnd,
  currentPeriodEnd: null,
});
const paid = (currentPeriodEnd: Date | null, planType = "professional"): SubscriptionRecord => ({
  status: "active",
  planType,
  trialEnd: null,
  currentPeriodEnd,
});

test("no record: none, no AI, 'No Subscription'", () => {
  expect(deriveSubscriptionState(null, NOW)).toEqual({
    status: "none",
    canUseAI: false,
    hasActiveSubscription: false,
    isTrialActive: false,
    trialDaysLeft: 0,
    statusText: "Inactive subscription",
    actionLabel: "Manage Plan",
    planLabel: "No Subscription",
    hasFullAccess: false,
  });
});

test("FULL_ACCESS: every account is active with AI access, whatever its row, and the state never turns", () => {
  const policy = { fullAccess: true };
  for (const record of [null, trial(at(-DAY)), trial(at(3 * DAY)), paid(at(-DAY), "starter")]) {
    expect(deriveSubscriptionState(record, NOW, policy)).toMatchObject({
      status: "active",
      canUseAI: true,
      hasActiveSubscription: true,
      isTrialActive: false,
      planLabel: "Full access",
      statusText: "Full access on this install",
      hasFullAccess: true,
    });
    expect(getSubscriptionStateUntil(record, NOW, policy)).toBe(Number.POSITIVE_INFINITY);
  }
  // Off (the default): the product's plans decide, and an ended trial gives no access.
  expect(deriveSubscriptionState(trial(at(-DAY)), NOW, { fullAccess: false })).toMatchObject({
    status: "expired",
    canUseAI: false,
    hasFullAccess: false,
  });
});

test("a running trial: trial, AI allowed, days rounded up, 'Trial ends {date}', 'Upgrade Plan'", () => {
  const state = deriveSubscriptionState(trial(at(13 * DAY + 1)), NOW);
  expect(state).toMatchObject({
    status: "trial",
    canUseAI: true,
    isTrialActive: true,
    hasActiveSubscription: false,
    trialDaysLeft: 14,
    statusText: "Trial ends Dec 5, 2026",
    actionLabel: "Upgrade Plan",
    planLabel: "Free Trial",
  });
});

test("a trial with one second left is still a trial with 1 day left", () => {
  expect(deriveSubscriptionState(trial(at(1000)), NOW)).toMatchObject({
    status: "trial",
    canUseAI: true,
    trialDaysLeft: 1,
  });
});

test("a trial that ends exactly now has expired, with 0 days left", () => {
  expect(deriveSubscriptionState(trial(NOW), NOW)).toMatchObject({
    status: "expired",
    canUseAI: false,
    trialDaysLeft: 0,
    statusText: "Inactive subscription",
    actionLabel: "Manage Plan",
  });
});

test("a trial that ended days ago never reports negative days", () => {
  expect(deriveSubscriptionState(trial(at(-5 * DAY)), NOW)).toMatchObject({ status: "expired", trialDaysLeft: 0 });
});

test("an active paid period: active, AI allowed, 'Active until {date}', 'Manage Plan', plan type as label", () => {
  expect(deriveSubscriptionState(paid(at(30 * DAY), "enterprise"), NOW)).toMatchObject({
    status: "active",
    canUseAI: true,
    hasActiveSubscription: true,
    isTrialActive: false,
    trialDaysLeft: 30,
    statusText: "Active until Dec 22, 2026",
    actionLabel: "Manage Plan",
    planLabel: "Enterprise",
  });
});

test("an active status whose period has ended, or has none, is expired", () => {
  expect(deriveSubscriptionState(paid(NOW), NOW)).toMatchObject({ status: "expired", canUseAI: false });
  expect(deriveSubscriptionState(paid(null), NOW)).toMatchObject({
    status: "expired",
    canUseAI: false,
    trialDaysLeft: 0,
  });
});

test("any other status is expired even with a future date", () => {
  const cancelled: SubscriptionRecord = {
    status: "cancelled",
    planType: "starter",
    trialEnd: null,
    currentPeriodEnd: at(DAY),
  };
  expect(deriveSubscriptionState(cancelled, NOW)).toMatchObject({
    status: "expired",
    canUseAI: false,
    planLabel: "Starter",
  });
});

test("the derived state holds until the time getSubscriptionStateUntil gives, and turns there", () => {
  const instant = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 0, 1) });
  // Ends on whole days from NOW as well as anywhere, and in the past as well as the future.
  const end = fc.option(
    fc.oneof(
      instant,
      fc.integer({ min: -40, max: 40 }).map((days) => at(days * DAY).getTime()),
    ),
  );
  const record = fc.option(
    fc.record({
      status: fc.constantFrom("trial", "active", "expired", "canceled"),
      planType: fc.constantFrom("trial", "starter", "professional"),
      currentPeriodEnd: end,
      trialEnd: end,
    }),
  );
  fc.assert(
    fc.property(
      record,
      fc.oneof(instant, fc.constant(NOW.getTime())),
      fc.double({ min: 0, max: 1, noNaN: true }),
      (raw, moment, f) => {
        const subscription: SubscriptionRecord | null = raw && {
          ...raw,
          currentPeriodEnd: raw.currentPeriodEnd === null ? null : new Date(raw.currentPeriodEnd),
          trialEnd: raw.trialEnd === null ? null : new Date(raw.trialEnd),
        };
        const now = new Date(moment);
        const state = deriveSubscriptionState(subscription, now);
        const until = getSubscriptionStateUntil(subscription, now);
        expect(until).toBeGreaterThan(moment);
        // Any moment before `until` (and a year on, when it never turns) derives the same state…
        const before = Number.isFinite(until) ? moment + Math.floor(f * (until - 1 - moment)) : moment + f * 365 * DAY;
        expect(deriveSubscriptionState(subscription, new Date(before))).toEqual(state);
        if (Number.isFinite(until)) {
          expect(deriveSubscriptionState(subscription, new Date(until - 1))).toEqual(state);
          // …and `until` is the first moment it changes: no answer is held past its time.
          expect(deriveSubscriptionState(subscription, new Date(until))).not.toEqual(state);
        }
      },
    ),
    { numRuns: 500 },
  );
});
