// The baseline: a bare Hono hello-world on the same Node adapter as PrepPilot. `/with-headers` sends
// the same hello with the API's security headers and a request id, as every PrepPilot API answer
// carries: what any API answer of ours could reach at best.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { API_SECURITY_HEADERS } from "@/server/lib/security-headers";

const HEADERS = { "content-type": "text/plain; charset=UTF-8", ...API_SECURITY_HEADERS };

const app = new Hono()
  .get("/", (c) => c.text("Hello, world!"))
  .get(
    "/with-headers",
    () => new Response("Hello, world!", { headers: { ...HEADERS, "x-request-id": crypto.randomUUID() } }),
  );
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
