import type { MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";

/** The header a request's id is read from and answered in. */
export const REQUEST_ID_HEADER = "x-request-id";
/** Hono's default: a longer id from the client is replaced. */
const MAX_ID_LENGTH = 255;

/**
 * The request's id: the client's X-Request-Id when it is at most 255 word characters, `-` or `=`, else
 * a new UUID. This is hono/request-id's rule with its defaults, which `requestIds` below configures;
 * the chain's early answers (lib/early-answers.ts), which come before that middleware, read the id here
 * rather than through it, because its `c.header` makes a `Headers` object per request that an answer
 * built whole never uses (docs/decisions/012-warm-reads-answered-ahead-of-the-router.md).
 * `request-id.test.ts` holds the two to the same ids.
 */
export function readRequestId(header: string | undefined): string {
  return header && header.length <= MAX_ID_LENGTH && !/[^\w\-=]/.test(header) ? header : crypto.randomUUID();
}

/** hono/request-id for the rest of the chain, with the same header and length as `readRequestId`. */
export function requestIds(): MiddlewareHandler {
  return requestId({ headerName: REQUEST_ID_HEADER, limitLength: MAX_ID_LENGTH });
}
