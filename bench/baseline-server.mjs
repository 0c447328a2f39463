// The baseline: a bare Hono hello-world on the same Node adapter as PrepPilot.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono().get("/", (c) => c.text("Hello, world!"));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
