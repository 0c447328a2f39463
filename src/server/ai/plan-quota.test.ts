import { expect, test } from "vitest";
import { assertWithinQuota, getQuotaPeriodStart } from "./plan-quota";

const NOV_15 = new Date("2026-11-15T12:00:00.000Z");

test("a month starts at midnight UTC on its first day", () => {
  expect(getQuotaPeriodStart(NOV_15)).toEqual(new Date("2026-11-01T00:00:00.000Z"));
  expect(getQuotaPeriodStart(new Date("2026-11-30T23:59:59.999Z"))).toEqual(new Date("2026-11-01T00:00:00.000Z"));
});

test("Starter allows 50 coding problems and 5 mock interviews a month", () => {
  expect(() => assertWithinQuota({ planType: "starter", kind: "codingProblems", used: 49, now: NOV_15 })).not.toThrow();
  expect(() => assertWithinQuota({ planType: "starter", kind: "codingProblems", used: 50, now: NOV_15 })).toThrow(
    expect.objectContaining({
      code: "QUOTA_EXCEEDED",
      status: 429,
      message: "Your Starter plan includes 50 coding problems per month. Your quota resets on Dec 1, 2026.",
    }),
  );
  expect(() => assertWithinQuota({ planType: "starter", kind: "mockInterviews", used: 4, now: NOV_15 })).not.toThrow();
  expect(() => assertWithinQuota({ planType: "starter", kind: "mockInterviews", used: 5, now: NOV_15 })).toThrow(
    "Your Starter plan includes 5 mock interviews per month. Your quota resets on Dec 1, 2026.",
  );
});

test("Professional has unlimited problems and 20 interviews; the quota of December resets in January", () => {
  const december = new Date("2026-12-31T23:00:00.000Z");
  expect(() =>
    assertWithinQuota({ planType: "professional", kind: "codingProblems", used: 10_000, now: december }),
  ).not.toThrow();
  expect(() =>
    assertWithinQuota({ planType: "professional", kind: "mockInterviews", used: 20, now: december }),
  ).toThrow("Your Professional plan includes 20 mock interviews per month. Your quota resets on Jan 1, 2027.");
});

test("trial and enterprise are unlimited", () => {
  for (const planType of ["trial", "enterprise"]) {
    for (const kind of ["codingProblems", "mockInterviews"] as const) {
      expect(() => assertWithinQuota({ planType, kind, used: 10_000, now: NOV_15 })).not.toThrow();
    }
  }
});
