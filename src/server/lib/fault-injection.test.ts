import { Hono } from "hono";
import { expect, test } from "vitest";
import { parseEnv } from "@/server/env";
import type { AppBindings } from "@/server/lib/app-context";
import { signUpUser } from "../../../tests/fixtures/auth";
import { createTestApp } from "../../../tests/fixtures/test-app";
import { CLOCK_OFFSET_HEADER, faultInjection, getApiRouteName, offsetClock } from "./fault-injection";

function createProbeApp(enabled: boolean) {
  const app = new Hono<AppBindings>().use(faultInjection(enabled)).post("/api/contact", (c) => c.text("handled"));
  app.onError((error, c) => c.text(error.message, 500));
  return app;
}

const faultyRequest = (header: string) => ({ method: "POST", headers: { "x-fault-injection": header } });

test("does nothing when disabled, even with the header", async () => {
  const response = await createProbeApp(false).request("/api/contact", faultyRequest("contact"));
  expect(response.status).toBe(200);
  expect(await response.text()).toBe("handled");
});

test("when enabled, fails a request whose header names its route", async () => {
  const response = await createProbeApp(true).request("/api/contact", faultyRequest("contact"));
  expect(response.status).toBe(500);
  expect(await response.text()).toBe('Injected fault for the "contact" route');
});

test("when enabled, lets through requests without the header or naming another route", async () => {
  const app = createProbeApp(true);
  expect((await app.request("/api/contact", { method: "POST" })).status).toBe(200);
  expect((await app.request("/api/contact", faultyRequest("newsletter"))).status).toBe(200);
});

test("names a route by the first path segment after /api", () => {
  expect(getApiRouteName("/api/contact")).toBe("contact");
  expect(getApiRouteName("/api/auth/sign-in/email")).toBe("auth");
  expect(getApiRouteName("/api")).toBe("");
});

test("FAULT_INJECTION is off unless set to on", () => {
  expect(parseEnv({}).FAULT_INJECTION).toBe(false);
  expect(parseEnv({ FAULT_INJECTION: "on" }).FAULT_INJECTION).toBe(true);
});

test("offsetClock moves the clock by whole milliseconds up to a year, and ignores anything else", () => {
  const clock = () => new Date("2026-11-16T12:00:00.000Z");
  expect(offsetClock(clock, String(2 * 86_400_000))().toISOString()).toBe("2026-11-18T12:00:00.000Z");
  expect(offsetClock(clock, "-3600000")().toISOString()).toBe("2026-11-16T11:00:00.000Z");
  for (const ignored of [undefined, "", "1.5", "1e9", "two days", String(400 * 86_400_000)]) {
    expect(offsetClock(clock, ignored)).toBe(clock);
  }
});

test("the app's clock moves with x-clock-offset-ms only when FAULT_INJECTION is on", async () => {
  const now = new Date("2026-11-16T12:00:00.000Z");
  const today = async (faultInjection: boolean) => {
    const { app } = await createTestApp({ clock: () => now, faultInjection });
    const { cookie } = await signUpUser(app);
    const plan = { interviewDate: "2027-01-20", company: "google", roleLevel: "senior-engineer", timeZone: "UTC" };
    const headers = { cookie, origin: "http://localhost:3000", "content-type": "application/json" };
    await app.request("/api/study-plan", { method: "PUT", headers, body: JSON.stringify(plan) });
    const response = await app.request("/api/study-plan", {
      headers: { cookie, [CLOCK_OFFSET_HEADER]: String(3 * 86_400_000) },
    });
    return ((await response.json()) as { plan: { today: string } }).plan.today;
  };
  expect(await today(true)).toBe("2026-11-19");
  expect(await today(false)).toBe("2026-11-16");
});

test("with fault injection on, a warm held read takes the same early answer, fails when asked, and keeps to the request's clock", async () => {
  const now = new Date("2026-11-16T12:00:00.000Z");
  const { app } = await createTestApp({ clock: () => now, faultInjection: true });
  const { cookie } = await signUpUser(app);
  const daysLeft = async (headers: Record<string, string> = {}) => {
    const response = await app.request("/api/subscription", { headers: { cookie, ...headers } });
    return ((await response.json()) as { state: { trialDaysLeft: number } }).state.trialDaysLeft;
  };
  expect(await daysLeft()).toBe(14);
  expect(await daysLeft()).toBe(14);
  const failed = await app.request("/api/subscription", { headers: { cookie, "x-fault-injection": "subscription" } });
  expect(failed.status).toBe(500);
  expect(failed.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  // The held answer holds until the days left go down: a request two days on reads them again.
  expect(await daysLeft({ [CLOCK_OFFSET_HEADER]: String(2 * 86_400_000) })).toBe(12);
}, 120_000);
