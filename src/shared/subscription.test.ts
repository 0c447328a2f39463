import { expect, test } from "vitest";
import { deriveSubscriptionState, type SubscriptionRecord } from "./subscription";

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
