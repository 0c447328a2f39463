// The baseline: a bare Hono hello-world on the same Node adapter as PrepPilot. `/with-headers` sends
// the same hello with the API's security headers and a request id, as every PrepPilot API answer
// carries: what any API answer of ours could reach at best. `/home-page` sends the bytes of the
// prerendered home page's brotli file (BASELINE_PAGE) with the fewest headers a browser needs: what
// this load generator can take of an answer that size.
import fs from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { API_SECURITY_HEADERS } from "@/server/lib/security-headers";

// Frozen, as the app's header records are (src/server/lib/static-answers.ts): V8 copies a plain one
// several times slower, which made this row cost 5 µs more than it needs to.
const HEADERS = Object.freeze({ "content-type": "text/plain; charset=UTF-8", ...API_SECURITY_HEADERS });

const PAGE = process.env.BASELINE_PAGE ? new Uint8Array(fs.readFileSync(process.env.BASELINE_PAGE)) : undefined;
const PAGE_HEADERS = { "content-type": "text/html; charset=UTF-8", "content-encoding": "br" };

const app = new Hono()
  .get("/", (c) => c.text("Hello, world!"))
  .get(
    "/with-headers",
    () => new Response("Hello, world!", { headers: { ...HEADERS, "x-request-id": crypto.randomUUID() } }),
  )
  .get("/home-page", () =>
    PAGE ? new Response(PAGE, { headers: PAGE_HEADERS }) : new Response(null, { status: 404 }),
  );
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
