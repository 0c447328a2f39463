import { expect, test } from "vitest";
import { stampNavigation } from "./navigation";

test("every navigation's state gets a key of its own, keeping what the caller passed", () => {
  const first = stampNavigation({ replace: true, state: { from: "/dashboard?tab=practice" } });
  const second = stampNavigation({ replace: true, state: { from: "/dashboard?tab=practice" } });
  expect(first).toMatchObject({ replace: true, state: { from: "/dashboard?tab=practice" } });
  expect(first.state?.navigationKey).toMatch(/^\w+$/);
  expect(second.state?.navigationKey).not.toBe(first.state?.navigationKey);
});

test("a navigation without options, or with a state that is not an object, still gets a key", () => {
  expect(stampNavigation().state?.navigationKey).toMatch(/^\w+$/);
  expect(stampNavigation({ state: "not an object" }).state).toEqual({ navigationKey: expect.any(String) });
});
