import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "vitest";
import { createLogger } from "@/server/lib/logger";
import { createTestApp } from "../../../tests/fixtures/test-app";

const HTML = "<!doctype html><title>PrepPilot</title>";

/** A prerendered page, as scripts/prerender.mjs writes them under _pages/. */
const pageHtml = (heading: string) =>
  `<!doctype html><title>${heading} · PrepPilot</title><div id="root"><main><h1>${heading}</h1></main></div>`;

function makeClientDir() {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), HTML);
  fs.writeFileSync(path.join(clientDir, "index.html.br"), zlib.brotliCompressSync(HTML));
  return clientDir;
}

function makePrerenderedClientDir() {
  const clientDir = makeClientDir();
  const pagesDir = path.join(clientDir, "_pages");
  fs.mkdirSync(pagesDir);
  fs.writeFileSync(path.join(pagesDir, "index.html"), pageHtml("Master Tech Interviews"));
  fs.writeFileSync(path.join(pagesDir, "index.html.gz"), zlib.gzipSync(pageHtml("Master Tech Interviews")));
  fs.writeFileSync(path.join(pagesDir, "features.html"), pageHtml("Features"));
  fs.writeFileSync(path.join(pagesDir, "docs__intro.html"), pageHtml("Intro"));
  return clientDir;
}

/** The security headers of an answer from the routes, to compare a static answer with. */
async function routeSecurityHeaders(
  app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> },
  url: string,
  init?: RequestInit,
) {
  const chained = await app.request(url, init);
  const names = [...chained.headers.keys()].filter(
    (name) => !["content-type", "x-request-id", "etag", "cache-control", "vary", "content-length"].includes(name),
  );
  expect(names).toContain("content-security-policy");
  return names.map((name) => [name, chained.headers.get(name)] as const);
}

test("the page and the health probe carry the same security headers as an answer from the routes", async () => {
  const { app } = await createTestApp({ clientDir: makeClientDir() });
  // HEAD goes through the routes (see below); any JSON error is an API answer from the routes.
  const page = await routeSecurityHeaders(app, "/", { method: "HEAD" });
  const api = await routeSecurityHeaders(app, "/api/no-such-thing");
  expect(page).not.toEqual(api);
  for (const [url, expected] of [
    ["/", page],
    ["/dashboard", page],
    ["/api/health", api],
  ] as const) {
    const response = await app.request(url);
    expect(response.status).toBe(200);
    for (const [name, value] of expected)
      expect({ url, name, value: response.headers.get(name) }).toEqual({ url, name, value });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test("a plain request id from the client is kept, an unsafe one replaced, as on every other route", async () => {
  const { app } = await createTestApp({ clientDir: makeClientDir() });
  for (const url of ["/", "/api/health", "/api/ready"]) {
    const kept = await app.request(url, { headers: { "x-request-id": "trace-123" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-123");
    const replaced = await app.request(url, { headers: { "x-request-id": "bad id<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test("the page is revalidated with an ETag, answered 304 when unchanged, and sent as brotli when accepted", async () => {
  const { app } = await createTestApp({ clientDir: makeClientDir() });
  const first = await app.request("/practice");
  expect(first.headers.get("content-type")).toBe("text/html; charset=UTF-8");
  expect(first.headers.get("cache-control")).toBe("no-cache");
  expect(await first.text()).toBe(HTML);
  const etag = first.headers.get("etag") ?? "";
  expect(etag).toMatch(/^W\/".+"$/);

  const again = await app.request("/", { headers: { "if-none-match": etag } });
  expect(again.status).toBe(304);
  expect(again.headers.get("etag")).toBe(etag);
  expect(again.headers.get("content-security-policy")).toContain("default-src 'self'");

  const brotli = await app.request("/", { headers: { "accept-encoding": "gzip, br" } });
  expect(brotli.headers.get("content-encoding")).toBe("br");
  expect(brotli.headers.get("vary")).toBe("accept-encoding");
  expect(zlib.brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(HTML);
  const refused = await app.request("/", { headers: { "accept-encoding": "br;q=0" } });
  expect(refused.headers.get("content-encoding")).toBeNull();
});

test("HEAD, files and API paths still go through the routes", async () => {
  const { app } = await createTestApp({ clientDir: makeClientDir() });
  const head = await app.request("/", { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(head.headers.get("etag")).toMatch(/^W\//);
  expect(head.headers.get("content-security-policy")).toContain("default-src 'self'");
  expect((await app.request("/missing.js")).status).toBe(404);
  for (const url of ["/api", "/api/nope"]) {
    const response = await app.request(url);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  }
});

test("a page is logged like any request; a health probe is not", async () => {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("info");
  logger.info = ((entry: Record<string, unknown>) => lines.push(entry)) as typeof logger.info;
  const { app } = await createTestApp({ clientDir: makeClientDir(), logger });
  await app.request("/api/health");
  const page = await app.request("/dashboard");
  expect(lines.filter((line) => line.path === "/api/health")).toEqual([]);
  expect(lines.find((line) => line.path === "/dashboard")).toMatchObject({
    requestId: page.headers.get("x-request-id"),
    method: "GET",
    status: 200,
  });
});

test("a prerendered path answers its own page; any other client path, or one with a query, the SPA shell", async () => {
  const { app } = await createTestApp({ clientDir: makePrerenderedClientDir() });
  const home = await app.request("/");
  expect(await home.text()).toContain("<h1>Master Tech Interviews</h1>");
  expect(await (await app.request("/features")).text()).toContain("<h1>Features</h1>");
  expect(await (await app.request("/features/")).text()).toContain("<h1>Features</h1>");
  expect(await (await app.request("/docs/intro")).text()).toContain("<h1>Intro</h1>");
  for (const url of ["/dashboard", "/dashboard/problems/abc", "/no-such-page", "/features?subject=x"])
    expect({ url, body: await (await app.request(url)).text() }).toEqual({ url, body: HTML });

  // Each page has its own validator: the shell's ETag does not answer 304 for a prerendered page.
  const homeTag = home.headers.get("etag") ?? "";
  const shellTag = (await app.request("/dashboard")).headers.get("etag") ?? "";
  expect(homeTag).not.toBe(shellTag);
  expect((await app.request("/", { headers: { "if-none-match": homeTag } })).status).toBe(304);
  expect((await app.request("/", { headers: { "if-none-match": shellTag } })).status).toBe(200);
  const gzip = await app.request("/", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers.get("content-encoding")).toBe("gzip");
  expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain("Master Tech Interviews");
});

test("HEAD, which goes through the routes, answers the prerendered page too", async () => {
  const { app } = await createTestApp({ clientDir: makePrerenderedClientDir() });
  const get = await app.request("/features");
  const head = await app.request("/features", { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
});
