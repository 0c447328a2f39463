import { expect, test } from "vitest";
import { signUpUser } from "../../../tests/fixtures/auth";
import { createTestApp, TEST_APP_URL } from "../../../tests/fixtures/test-app";
import { findCrossSiteReason, listTrustedOrigins } from "./origin-check";

const { app } = await createTestApp({ trustedOrigins: ["http://localhost:5173"] });
const { cookie } = await signUpUser(app);

const REFUSED = {
  error: { code: "FORBIDDEN", message: "Requests that change data must come from PrepPilot's own pages." },
};
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Every state-changing route of the app, as a path a request can take (parameters and wildcards filled in). */
function listStateChangingRoutes() {
  const seen = new Set<string>();
  return app.routes
    .filter((route) => STATE_CHANGING.has(route.method) && route.path.startsWith("/api/"))
    .map((route) => ({
      method: route.method,
      path: route.path.replace(/:[^/]+/g, "x").replace(/\*$/, "update-user"),
    }))
    .filter(({ method, path }) => !seen.has(`${method} ${path}`) && seen.add(`${method} ${path}`));
}

function send(method: string, path: string, headers: Record<string, string>) {
  return app.request(path, {
    method,
    headers: { "content-type": "application/json", cookie, ...headers },
    body: "{}",
  });
}

test("the route table has the state-changing routes this test walks through", () => {
  const routes = listStateChangingRoutes().map(({ method, path }) => `${method} ${path}`);
  expect(routes.length).toBeGreaterThan(25);
  expect(routes).toEqual(
    expect.arrayContaining([
      "POST /api/contact",
      "POST /api/newsletter",
      "PUT /api/profile",
      "DELETE /api/privacy/account",
      "POST /api/practice/problems",
      "POST /api/auth/update-user",
    ]),
  );
});

test("every state-changing /api route refuses a foreign Origin with a JSON 403, with a signed-in cookie too", async () => {
  for (const { method, path } of listStateChangingRoutes()) {
    const response = await send(method, path, { origin: "https://evil.example" });
    expect({ method, path, status: response.status, body: await response.json() }).toEqual({
      method,
      path,
      status: 403,
      body: REFUSED,
    });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  }
});

test("the same requests from a trusted origin reach their routes (none is refused as cross-site)", async () => {
  for (const { method, path } of listStateChangingRoutes()) {
    for (const origin of [TEST_APP_URL, "http://localhost:5173"]) {
      const response = await send(method, path, { origin });
      const body = await response.text();
      expect({ method, path, origin, refused: body.includes(REFUSED.error.message) }).toEqual({
        method,
        path,
        origin,
        refused: false,
      });
    }
  }
});

test("without an Origin, a cross-site Sec-Fetch-Site, a null Origin or a foreign Referer is refused", async () => {
  const refusals: Record<string, string>[] = [
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site" },
    { origin: "null" },
    { referer: "https://evil.example/page" },
    { origin: "http://localhost:3000.evil.example" },
    { origin: "https://localhost:3000" },
  ];
  for (const headers of refusals) {
    const response = await send("POST", "/api/newsletter", headers);
    expect({ headers, status: response.status }).toEqual({ headers, status: 403 });
  }
});

test("a request with no Origin, Sec-Fetch-Site or Referer (a script or tool, never a browser page) proceeds", async () => {
  const response = await app.request("/api/newsletter", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "tool@example.com" }),
  });
  expect(response.status).toBe(201);
  const sameOrigin = await send("POST", "/api/newsletter", { "sec-fetch-site": "same-origin" });
  expect(sameOrigin.status).not.toBe(403);
});

test("reads are never refused, whatever their Origin", async () => {
  const response = await app.request("/api/subscription", { headers: { cookie, origin: "https://evil.example" } });
  expect(response.status).toBe(200);
});

test("trusted origins are the app's URL and the configured ones, as origins", () => {
  expect(listTrustedOrigins("https://preppilot.example.com/app/", ["http://localhost:5173/"])).toEqual([
    "https://preppilot.example.com",
    "http://localhost:5173",
  ]);
  const trusted = new Set(["https://preppilot.example.com"]);
  expect(findCrossSiteReason(new Headers({ origin: "https://preppilot.example.com" }), trusted)).toBeUndefined();
  expect(findCrossSiteReason(new Headers({ referer: "not a url" }), trusted)).toBe("Referer null is not trusted");
});
