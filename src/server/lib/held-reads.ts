import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { GET_SESSION_HEADERS, type SessionReader } from "@/server/auth/session-reader";
import { answerBody, answerJson, sendJson } from "@/server/lib/answer-headers";
import type { SignedInBindings } from "@/server/lib/app-context";
import type { Logger } from "@/server/lib/logger";
import { logRequest } from "@/server/lib/request-log";
import { hasQuery } from "@/server/lib/serve-client";
import type { UserCache } from "@/server/lib/user-cache";

/** A signed-in GET answer held in the user cache: its JSON, and until when it holds. */
type HeldAnswer = { json: string; until: number };

const GET_SESSION_PATH = "/api/auth/get-session";

/**
 * Answers a signed-in GET read with the JSON held in the user cache (lib/user-cache.ts) under the
 * request's exact path and query, or `load`'s value, held until the user's rows change or until
 * `until(value, now)` (ms since epoch) for an answer that also depends on the time. The next request
 * for the same path and query is then answered by the chain's early answers (createHeldReadAnswers below).
 *
 * The path and query must determine the answer besides the user's rows and the time: the route has
 * validated them before it calls this, so an answer is held only for a query it accepts.
 */
export async function answerHeldRead<T>(
  c: Context<SignedInBindings>,
  load: (now: Date) => Promise<T>,
  until?: (value: T, now: Date) => number,
): Promise<Response & TypedResponse<JSONParsed<T>, 200, "json">> {
  const now = c.get("clock")();
  const held = await c.get("userCache").read<HeldAnswer>(
    c.get("user").id,
    pathAndQuery(c.req.url),
    async () => {
      const value = await load(now);
      return { json: JSON.stringify(value), until: until ? until(value, now) : Number.POSITIVE_INFINITY };
    },
    { now: now.getTime(), until: (answer) => answer.until },
  );
  // Typed as `c.json(value)` would be, for the RPC client; only the JSON text is held.
  return sendJson(c, held.json) as Response & TypedResponse<JSONParsed<T>, 200, "json">;
}

/**
 * Answers the signed-in reads the user cache holds, for the chain's early answers (lib/early-answers.ts),
 * as a Response with a plain header record, as lib/static-answers.ts does for health probes and pages:
 * GET /api/auth/get-session (the cached session's body) and every read answered through
 * `answerHeldRead`, for a session cookie the cache holds. A warm read then costs a cookie lookup and
 * two map reads, where the rest of the chain (async middleware, routers, validation and Headers objects)
 * cost a signed-in read three times a bare server's (docs/decisions/012-warm-reads-answered-ahead-of-the-router.md).
 *
 * The answer is the routes': the same body, headers, request id and log line. Anything the cache
 * cannot answer (no or unknown cookie, an expired session, a read not held or past its time `now`, the
 * change feed not live) answers undefined and goes on down the chain, which loads, checks and holds it
 * as before.
 */
export function createHeldReadAnswers(options: { sessions: SessionReader; userCache: UserCache; logger: Logger }) {
  const { sessions, userCache, logger } = options;
  return (request: Request, path: string, requestId: string, now: number): Response | undefined => {
    if (!path.startsWith("/api/")) return undefined;
    const startedAt = performance.now();
    const session = sessions.peek(request.headers);
    if (!session) return undefined;
    let response: Response;
    if (path === GET_SESSION_PATH && !hasQuery(request.url)) {
      response = answerBody(requestId, session.body, 200, GET_SESSION_HEADERS);
    } else {
      const held = userCache.peek<HeldAnswer>(session.user.id, pathAndQuery(request.url), now);
      if (!held) return undefined;
      response = answerJson(requestId, held.json);
    }
    logRequest(logger, { requestId, method: "GET", path, status: 200, startedAt });
    return response;
  };
}

/** The path and query of an absolute URL as the request sent them ("/api/analytics?tz=UTC"). */
function pathAndQuery(url: string): string {
  return url.slice(url.indexOf("/", url.indexOf("//") + 2));
}
