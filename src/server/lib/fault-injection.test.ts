import { Hono } from "hono";
import { expect, test } from "vitest";
import { parseEnv } from "@/server/env";
import type { AppBindings } from "@/server/lib/app-context";
import { faultInjection, getApiRouteName } from "./fault-injection";

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
