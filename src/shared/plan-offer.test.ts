import { expect, test } from "vitest";
import { getPlanOffer } from "./plan-offer";
import { deriveSubscriptionState, type SubscriptionRecord } from "./subscription";

const NOW = new Date("2026-11-27T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

const trial = (days: number): SubscriptionRecord => ({
  status: "trial",
  planType: "trial",
  trialEnd: at(days),
  currentPeriodEnd: null,
});
const paid = (planType: string, days: number): SubscriptionRecord => ({
  status: "active",
  planType,
  trialEnd: null,
  currentPeriodEnd: at(days),
});

const offerFor = (record: SubscriptionRecord | null, fullAccess = false) =>
  getPlanOffer({ record, state: deriveSubscriptionState(record, NOW, { fullAccess }), featureName: "AI Insights" });

test("an ended trial is never offered a new one: it says when it ended and asks for a plan", () => {
  const offer = offerFor(trial(-2));
  expect(offer.title).toBe("Upgrade to unlock AI Insights");
  expect(offer.notice).toBe(
    "Your 14-day free trial ended on Nov 25, 2026. Choose a plan to keep practising with every feature.",
  );
  expect(offer.notice).not.toMatch(/start/i);
  expect(offer.currentPlanType).toBeNull();
});

test("a running trial sees the days it has left and its end date", () => {
  expect(offerFor(trial(9)).notice).toBe(
    "Your 14-day free trial ends on Dec 6, 2026, 9 days from now. No credit card required: choose a plan to keep every feature after it.",
  );
  expect(offerFor(trial(0.5)).notice).toContain("1 day from now");
});

test("a paid plan sees its plan, marked as current, under 'Manage your plan'", () => {
  const offer = offerFor(paid("professional", 20));
  expect(offer).toEqual({
    title: "Manage your plan",
    notice: "You are on the Professional plan, active until Dec 17, 2026.",
    currentPlanType: "professional",
  });
});

test("an ended paid plan and no plan at all get their own true line", () => {
  expect(offerFor(paid("starter", -1)).notice).toBe(
    "Your Starter plan ended on Nov 26, 2026. Choose a plan to keep practising with every feature.",
  );
  expect(offerFor(null).notice).toBe("Your account has no plan. Choose one to use every feature.");
});

test("under FULL_ACCESS nothing is sold, whatever the row says", () => {
  const offer = offerFor(trial(-30), true);
  expect(offer.notice).toBe("This install gives every account full access: no plan is needed.");
  expect(offer.currentPlanType).toBeNull();
});

test("the API's ISO dates read as the server's dates; no notice until the state is known", () => {
  const record = { ...trial(-2), trialEnd: at(-2).toISOString() };
  const state = deriveSubscriptionState(trial(-2), NOW);
  expect(getPlanOffer({ record, state, featureName: "x" }).notice).toContain("ended on Nov 25, 2026");
  expect(getPlanOffer({ record, state: undefined, featureName: "x" }).notice).toBeNull();
});
