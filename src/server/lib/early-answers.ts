import { createMiddleware } from "hono/factory";
import type { SessionReader } from "@/server/auth/session-reader";
import type { AppBindings, Clock } from "@/server/lib/app-context";
import { FAULT_INJECTION_HEADER } from "@/server/lib/fault-injection";
import { createHeldReadAnswers } from "@/server/lib/held-reads";
import type { Logger } from "@/server/lib/logger";
import { REQUEST_ID_HEADER, readRequestId } from "@/server/lib/request-id";
import type { ClientPages } from "@/server/lib/serve-client";
import { createStaticAnswers } from "@/server/lib/static-answers";
import type { UserCache } from "@/server/lib/user-cache";

export type EarlyAnswersOptions = {
  pages: ClientPages | undefined;
  sessions: SessionReader;
  userCache: UserCache;
  /** The clock of a request (lib/fault-injection.ts: tests may move it per request). */
  clockOf: (header: (name: string) => string | undefined) => Clock;
  logger: Logger;
  /** Test-only (FAULT_INJECTION=on): a request that asks its route to fail goes on to that route. */
  faultInjection: boolean;
};

/**
 * The chain's early answers, its first middleware: GET /api/health, the SPA's HTML (a prerendered
 * page or the shell) and the signed-in reads the user cache holds are answered here, whole (the
 * routes' body, headers, request id and log line), before the per-request context, the routers and
 * validation, which cost these answers two thirds of a bare server's rate or more
 * (docs/decisions/012-warm-reads-answered-ahead-of-the-router.md). Everything else, HEAD included, goes on
 * down the chain, which answers the same way; fault-injection runs take this path too.
 */
export function answerEarly(options: EarlyAnswersOptions) {
  const { clockOf, faultInjection } = options;
  const answerStatic = createStaticAnswers(options);
  const answerHeld = createHeldReadAnswers(options);
  return createMiddleware<AppBindings>(async (c, next) => {
    if (c.req.method !== "GET" || (faultInjection && c.req.header(FAULT_INJECTION_HEADER))) return next();
    const request = c.req.raw;
    const path = c.req.path;
    // Read here rather than set by the request-id middleware, which comes next (lib/request-id.ts says why).
    const requestId = readRequestId(c.req.header(REQUEST_ID_HEADER));
    const answer =
      answerStatic(request, path, requestId) ??
      answerHeld(request, path, requestId, clockOf((name) => c.req.header(name))().getTime());
    if (answer) return answer;
    await next();
  });
}
