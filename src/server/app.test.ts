import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "vitest";
import { createTestApp, TEST_APP_URL } from "../../tests/fixtures/test-app";

const { app } = await createTestApp();

test("GET /api/health answers ok", async () => {
  const response = await app.request("/api/health");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("GET /api/ready runs a query and answers ready", async () => {
  const response = await app.request("/api/ready");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ready" });
});

test("an unknown /api path is a JSON 404", async () => {
  for (const method of ["GET", "POST", "DELETE"]) {
    const response = await app.request("/api/no-such-thing", { method });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "No such API endpoint." } });
  }
});

test("every response carries the security headers and a request id", async () => {
  const response = await app.request("/api/health");
  const csp = response.headers.get("content-security-policy") ?? "";
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc.trim()).toBe("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  // Sign-in providers' profile pictures, and nothing else from outside.
  expect(csp).toContain(
    "img-src 'self' data: blob: https://lh3.googleusercontent.com https://avatars.githubusercontent.com",
  );
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
});

test("a body above the limit is refused with a JSON 413", async () => {
  const response = await app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_APP_URL },
    body: JSON.stringify({ padding: "x".repeat(100_000) }),
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
});

test("GET /api/ready answers 503 JSON when the database is gone", async () => {
  const { app: brokenApp, database } = await createTestApp();
  await database.close();
  const response = await brokenApp.request("/api/ready");
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({
    error: { code: "SERVICE_UNAVAILABLE", message: "The database is not reachable." },
  });
});

test("serves the SPA: index.html for client routes, immutable hashed assets, precompressed copies", async () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>PrepPilot</title>");
  const script = "console.log('hello');".repeat(200);
  fs.writeFileSync(path.join(clientDir, "assets/app-abc123.js"), script);
  fs.writeFileSync(path.join(clientDir, "assets/app-abc123.js.br"), zlib.brotliCompressSync(script));
  const { app: spa } = await createTestApp({ clientDir });

  for (const route of ["/", "/dashboard", "/some/unknown/page"]) {
    const page = await spa.request(route);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>PrepPilot</title>");
    expect({ route, cache: page.headers.get("cache-control") }).toEqual({ route, cache: "no-cache" });
  }

  const asset = await spa.request("/assets/app-abc123.js", { headers: { "accept-encoding": "br, gzip" } });
  expect(asset.status).toBe(200);
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(asset.headers.get("content-encoding")).toBe("br");

  expect((await spa.request("/assets/missing-123.js")).status).toBe(404);
  expect((await spa.request("/api/nope")).status).toBe(404);
});
