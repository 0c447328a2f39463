import { createMiddleware } from "hono/factory";
import type { AppBindings } from "@/server/lib/app-context";
import { REQUEST_ID_HEADER } from "@/server/lib/request-id";
import { API_SECURITY_HEADERS, secureHeadersFor } from "@/server/lib/security-headers";

/** What the senders below need of a route's context: the request's id. */
type RequestContext = { get: (key: "requestId") => string };

/**
 * Every ready header record here is frozen, and an answer copies it with the request id added
 * (`{ ...record, [REQUEST_ID_HEADER]: id }`): V8 copies a frozen record in about 0.1 µs, a plain one in
 * about 0.55 µs into a copy that is slower to walk, and the Node adapter and Node's HTTP layer each walk
 * it. Health cost 3–4 µs more an answer with a plain record (measured in `npm run bench`).
 */
const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-type": "application/json",
  ...API_SECURITY_HEADERS,
});

/** Answers a route made whole with `sendBody`/`sendJson`: the middleware below has nothing to add to them. */
const complete = new WeakSet<Response>();

const doNothing = async () => {};

/**
 * Every answer of the app's routes leaves with its security headers (hono/secure-headers with the
 * options of lib/security-headers.ts: the API's set under /api/, the pages' set elsewhere) and the
 * request's id in X-Request-Id, which hono/request-id sets only on answers made with `c.json` and the like.
 *
 * Most routes answer with `c.json`, and this sets the headers on the answer afterwards. The hot reads
 * (a session, a held per-user read) answer with `sendBody`/`sendJson` instead, which build the
 * answer once with every header in a plain record: the Node adapter writes such an answer straight
 * to the socket, while a `Headers` object (which setting headers one by one makes) costs a signed-in
 * read as much as the rest of its work together, as measured. Their `answerBody`/`answerJson` forms
 * serve the chain's early answers (lib/early-answers.ts), which come before this middleware.
 */
export const answerHeaders = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  if (complete.has(c.res)) return;
  // The middleware's work after its `next`: the headers on the answer the rest of the chain gave.
  await secureHeadersFor(c.req.path)(c, doNothing);
  const requestId = c.get("requestId");
  if (requestId) c.res.headers.set(REQUEST_ID_HEADER, requestId);
});

/** Each set of an API route's own headers with the API's security headers, merged once. */
const withSecurityHeaders = new WeakMap<object, Readonly<Record<string, string>>>();

/**
 * An API answer with its own headers (content-type, cache-control…: a record made once, not per
 * request), plus the API's security headers and the request id.
 */
export function sendBody(
  c: RequestContext,
  body: string,
  status: number,
  headers: Readonly<Record<string, string>>,
): Response {
  return markComplete(answerBody(c.get("requestId"), body, status, headers));
}

/** `sendBody` for the chain's early answers (lib/held-reads.ts), by the request's id. */
export function answerBody(
  requestId: string,
  body: string,
  status: number,
  headers: Readonly<Record<string, string>>,
): Response {
  let merged = withSecurityHeaders.get(headers);
  if (!merged) {
    merged = Object.freeze({ ...headers, ...API_SECURITY_HEADERS });
    withSecurityHeaders.set(headers, merged);
  }
  return new Response(body, { status, headers: { ...merged, [REQUEST_ID_HEADER]: requestId } });
}

/** A route's 200 answer of JSON text with the API's headers and the request's id (`answerJson` below). */
export function sendJson(c: RequestContext, json: string): Response {
  return markComplete(answerJson(c.get("requestId"), json));
}

/**
 * `sendJson` for the chain's early answers (lib/held-reads.ts, and the health probe in
 * lib/static-answers.ts), by the request's id. The JSON stays a string: Node's HTTP layer
 * then writes the headers and the body as one string in one call, where bytes take its slower path for
 * a string and a buffer together. Measured on a held read, bytes cost 1.1–1.6 µs more an
 * answer, about 8%, than measuring and encoding the string each time.
 */
export function answerJson(requestId: string, json: string): Response {
  return new Response(json, { status: 200, headers: { ...JSON_HEADERS, [REQUEST_ID_HEADER]: requestId } });
}

function markComplete(response: Response): Response {
  complete.add(response);
  return response;
}
