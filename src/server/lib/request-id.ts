import { createMiddleware } from "hono/factory";
import type { AppBindings } from "@/server/lib/app-context";

export const REQUEST_ID_HEADER = "x-request-id";
const MAX_REQUEST_ID_LENGTH = 255;
const UNSAFE_REQUEST_ID = /[^\w\-=]/;

/**
 * A request's id: the one the client or a proxy sent when it is short and plain (so a trace can be
 * followed across services), otherwise a new one. The same rule as hono/request-id, written once for
 * the middleware below and the answers given ahead of the chain (static-answers.ts).
 */
export function resolveRequestId(sent: string | null | undefined): string {
  return sent && sent.length <= MAX_REQUEST_ID_LENGTH && !UNSAFE_REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
}

/** Sets c.var.requestId; lib/answer-headers.ts answers it in X-Request-Id. */
export const requestId = createMiddleware<AppBindings>(async (c, next) => {
  c.set("requestId", resolveRequestId(c.req.header(REQUEST_ID_HEADER)));
  await next();
});
