import { expect, test } from "vitest";
import { deriveSubscriptionState, type SubscriptionRecord } from "@/shared/subscription";
import { describeTrialGap, findTrialGap } from "./trial-gap";

const NOW = new Date("2026-11-27T12:00:00.000Z");
const trialEndingOn = (iso: string): SubscriptionRecord => ({
  status: "trial",
  planType: "trial",
  trialEnd: new Date(iso),
  currentPeriodEnd: null,
});

const gapFor = (record: SubscriptionRecord | null, interviewDate: string, fullAccess = false) =>
  findTrialGap({
    record,
    state: deriveSubscriptionState(record, NOW, { fullAccess }),
    interviewDate,
    timeZone: "Europe/Paris",
  });

test("a plan whose interview comes after the trial's end says how many days before it the trial ends", () => {
  const gap = gapFor(trialEndingOn("2026-12-05T12:00:00.000Z"), "2026-12-14");
  expect(gap).toEqual({ trialEndsOn: "2026-12-05", daysBeforeInterview: 9 });
  expect(gap ? describeTrialGap(gap) : null).toBe(
    "Your free trial ends on Dec 5, 2026, 9 days before your interview: choose a plan to keep your plan's sessions.",
  );
});

test("the trial's end day is the plan's day in its time zone", () => {
  // 23:30 UTC is the next day in Paris.
  expect(gapFor(trialEndingOn("2026-12-05T23:30:00.000Z"), "2026-12-07")).toEqual({
    trialEndsOn: "2026-12-06",
    daysBeforeInterview: 1,
  });
  expect(describeTrialGap({ trialEndsOn: "2026-12-06", daysBeforeInterview: 1 })).toContain("1 day before");
});

test("no note when the trial lasts to the interview, on a paid plan, without a plan, or under full access", () => {
  const record = trialEndingOn("2026-12-05T12:00:00.000Z");
  expect(gapFor(record, "2026-12-05")).toBeNull();
  expect(gapFor(record, "2026-12-01")).toBeNull();
  expect(
    gapFor(
      { ...record, status: "active", planType: "professional", currentPeriodEnd: new Date("2026-12-10") },
      "2026-12-20",
    ),
  ).toBeNull();
  expect(gapFor(null, "2026-12-20")).toBeNull();
  expect(gapFor(record, "2026-12-20", true)).toBeNull();
});
