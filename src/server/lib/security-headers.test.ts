import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { expect, test } from "vitest";
import { createAppInstance } from "../../../tests/fixtures/app-instance";
import { createTestApp, TEST_APP_URL } from "../../../tests/fixtures/test-app";
import { API_SECURITY_HEADERS, SECURITY_HEADERS, secureHeadersFor } from "./security-headers";

// Every answer carries its security headers, errors and the chain's early answers
// (lib/early-answers.ts) included: the API's set under /api/ (a JSON error may load nothing and be
// framed by nobody), the pages' set elsewhere (docs/decisions/009).

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-client-"));
fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>PrepPilot</title>");
const { app, database } = await createTestApp({ clientDir });
// With fault injection on, a request can make a route fail with a real 500 (lib/fault-injection.ts).
const faulty = createAppInstance(database, { faultInjection: true });

function expectSecurityHeaders(label: string, response: Response, expected = API_SECURITY_HEADERS) {
  const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers.get(name)]));
  expect({ label, headers: sent }).toEqual({ label, headers: expected });
  expect({ label, poweredBy: response.headers.get("x-powered-by") }).toEqual({ label, poweredBy: null });
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", origin: TEST_APP_URL, ...headers },
  body: JSON.stringify(body),
});

test("JSON errors carry the security headers: 400, 401, 403, 404, 413 and 500, Better Auth's too", async () => {
  const cases: [string, number, Response | Promise<Response>][] = [
    ["400 validation", 400, app.request("/api/newsletter", json({ email: "not an address" }))],
    ["401 no session", 401, app.request("/api/subscription")],
    [
      "403 cross-site",
      403,
      app.request("/api/newsletter", json({ email: "a@b.co" }, { origin: "https://evil.example" })),
    ],
    ["404 unknown API path", 404, app.request("/api/no-such-thing")],
    ["413 body too large", 413, app.request("/api/contact", json({ padding: "x".repeat(100_000) }))],
    [
      "500 failing route",
      500,
      faulty.request("/api/contact", json({ name: "Ada" }, { "x-fault-injection": "contact" })),
    ],
  ];
  for (const [label, status, pending] of cases) {
    const response = await pending;
    expect({ label, status: response.status }).toEqual({ label, status });
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    expectSecurityHeaders(label, response);
  }
  // Better Auth's refusals keep its own JSON shape ({code, message}), which its client reads.
  const signIn = await app.request("/api/auth/sign-in/email", json({ email: "a@b.co", password: "Wrong-pass1" }));
  expect(signIn.status).toBe(401);
  expectSecurityHeaders("401 from Better Auth", signIn);
});

test("a missing file outside /api, the static answers and a 304 carry them too", async () => {
  expectSecurityHeaders("404 missing asset", await app.request("/assets/missing-123.js"), SECURITY_HEADERS);
  expectSecurityHeaders("health probe", await app.request("/api/health"));
  const page = await app.request("/dashboard");
  expect(page.status).toBe(200);
  expectSecurityHeaders("SPA shell", page, SECURITY_HEADERS);
  const unchanged = await app.request("/dashboard", { headers: { "if-none-match": page.headers.get("etag") ?? "" } });
  expect(unchanged.status).toBe(304);
  expectSecurityHeaders("304", unchanged, SECURITY_HEADERS);
});

test("the records of the answers made whole hold exactly the headers hono/secure-headers sends", async () => {
  for (const [path, record] of [
    ["/api/x", API_SECURITY_HEADERS],
    ["/x", SECURITY_HEADERS],
  ] as const) {
    const bare = new Hono().use(secureHeadersFor(path)).get("*", (c) => c.text(""));
    const sent = Object.fromEntries(
      [...(await bare.request(path)).headers].filter(([name]) => name !== "content-type"),
    );
    expect({ path, sent }).toEqual({ path, sent: record });
  }
});
