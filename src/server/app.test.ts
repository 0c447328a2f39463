import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "vitest";
import { AFTER_FIRST_PAINT_SCRIPT } from "@/shared/after-first-paint";
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

test("every page carries the pages' security headers and a request id", async () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>PrepPilot</title>");
  const { app: spa } = await createTestApp({ clientDir });
  // GET is answered ahead of the routes (lib/static-answers.ts), HEAD by them: both the same way.
  for (const method of ["GET", "HEAD"]) {
    const response = await spa.request("/dashboard", { method });
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    // The runners compile WebAssembly and need exactly 'wasm-unsafe-eval'; never eval or blobs, and of
    // inline scripts only the prerendered pages' one, by the hash of its text.
    const inlineScriptHash = createHash("sha256").update(AFTER_FIRST_PAINT_SCRIPT).digest("base64");
    expect(scriptSrc.trim()).toBe(`script-src 'self' 'sha256-${inlineScriptHash}' 'wasm-unsafe-eval'`);
    expect(csp).not.toContain("'unsafe-eval'");
    const workerSrc = csp.split(";").find((directive) => directive.trim().startsWith("worker-src")) ?? "";
    expect(workerSrc.trim()).toBe("worker-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Sign-in providers' profile pictures, and nothing else from outside.
    expect(csp).toContain(
      "img-src 'self' data: blob: https://lh3.googleusercontent.com https://avatars.githubusercontent.com",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test("every API answer, errors included, carries the API's security headers and a request id", async () => {
  for (const url of ["/api/health", "/api/ready", "/api/no-such-thing", "/api/subscription"]) {
    const response = await app.request(url);
    // A JSON answer is never a document: it may load nothing and be framed by nobody.
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  }
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

test("serves Pyodide's files from their hashed folder as WebAssembly, compressed and kept for a year; other files revalidated", async () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-client-"));
  const folder = "pyodide/0123456789abcdef";
  fs.mkdirSync(path.join(clientDir, folder), { recursive: true });
  fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>PrepPilot</title>");
  const wasm = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(4096)]);
  fs.writeFileSync(path.join(clientDir, folder, "pyodide.asm.wasm"), wasm);
  fs.writeFileSync(path.join(clientDir, folder, "pyodide.asm.wasm.br"), zlib.brotliCompressSync(wasm));
  fs.writeFileSync(path.join(clientDir, "robots.txt"), "User-agent: *\n");
  const { app: spa } = await createTestApp({ clientDir });

  const wasmPath = `/${folder}/pyodide.asm.wasm`;
  const first = await spa.request(wasmPath, { headers: { "accept-encoding": "br, gzip" } });
  expect(first.status).toBe(200);
  expect(first.headers.get("content-type")).toBe("application/wasm");
  expect(first.headers.get("content-encoding")).toBe("br");
  // Its folder is named by a hash of its files: a new Pyodide comes under a new name, so the browser
  // never needs to ask again (and V8 keeps the compiled code beside the cached file).
  expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(zlib.brotliDecompressSync(Buffer.from(await first.arrayBuffer()))).toEqual(wasm);
  expect((await spa.request(`/${folder}/missing.wasm`)).status).toBe(404);

  // A file whose name carries no hash is revalidated, with a validator that answers 304 when unchanged.
  const robots = await spa.request("/robots.txt");
  expect(robots.headers.get("cache-control")).toBe("no-cache");
  const etag = robots.headers.get("etag") ?? "";
  expect(etag).toMatch(/^W\/".+"$/);
  const again = await spa.request("/robots.txt", { headers: { "if-none-match": etag } });
  expect(again.status).toBe(304);
  expect(again.headers.get("cache-control")).toBe("no-cache");
  expect((await spa.request("/robots.txt", { headers: { "if-none-match": 'W/"other"' } })).status).toBe(200);
});
