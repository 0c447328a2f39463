import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, expect, test } from "vitest";
import { readEarlyRequest } from "./early-request";

const app = new Hono().get("*", (c) => {
  const request = readEarlyRequest(c);
  const names = ["x-request-id", "accept-encoding", "cookie", "if-none-match"];
  return c.json({ path: request.path, url: request.url, headers: names.map((name) => request.header(name) ?? null) });
});
const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const headers = { "X-Request-Id": "trace-1", "Accept-Encoding": "br, gzip", Cookie: "a=1; b=2" };

test("served by Node, the early answers read the headers Node parsed, by any case of their name", async () => {
  const read = await (await fetch(`${base}/api/analytics?tz=UTC`, { headers })).json();
  expect(read).toEqual({
    path: "/api/analytics",
    url: `${base}/api/analytics?tz=UTC`,
    headers: ["trace-1", "br, gzip", "a=1; b=2", null],
  });
});

test("without Node's message (app.request), they read the Fetch request's headers alike", async () => {
  const read = await (await app.request("/api/analytics?tz=UTC", { headers })).json();
  expect(read).toMatchObject({ path: "/api/analytics", headers: ["trace-1", "br, gzip", "a=1; b=2", null] });
});
