import { answerJson } from "@/server/lib/answer-headers";
import type { Logger } from "@/server/lib/logger";
import { REQUEST_ID_HEADER } from "@/server/lib/request-id";
import { logRequest } from "@/server/lib/request-log";
import { SECURITY_HEADERS } from "@/server/lib/security-headers";
import { type ClientPages, hasQuery, isClientRoute } from "@/server/lib/serve-client";

const HEALTH_BODY = JSON.stringify({ status: "ok" });

/**
 * Answers GET /api/health and the SPA's HTML (a prerendered page or the shell, lib/serve-client.ts) for the
 * chain's early answers (lib/early-answers.ts), as a Response with a plain header record: the Node adapter
 * then writes it straight to the socket, while the rest of the chain (async middleware, a Headers object per
 * request, headers set one by one) cost these two answers two thirds of a bare server's rate, as measured
 * in `npm run bench`. The answers are the ones the routes give: the same security headers and request
 * id, and the same log line for a page (health probes are not logged, as in request-log.ts). Anything
 * else answers undefined and goes on down the chain.
 */
export function createStaticAnswers(options: { pages: ClientPages | undefined; logger: Logger }) {
  const { pages, logger } = options;
  // Each page's few answers (plain, brotli, gzip, 304) with the security headers, each built once and
  // frozen, so that the copy per request is cheap (lib/answer-headers.ts says why).
  const pageHeaders = new Map<object, Readonly<Record<string, string>>>();
  return (request: Request, path: string, requestId: string): Response | undefined => {
    if (path === "/api/health") return answerJson(requestId, HEALTH_BODY);
    if (!pages || !isClientRoute("GET", path)) return undefined;
    const startedAt = performance.now();
    const answer = pages
      .pageFor(path, hasQuery(request.url))
      .answer(request.headers.get("if-none-match") ?? undefined, request.headers.get("accept-encoding") ?? undefined);
    let headers: Readonly<Record<string, string>> | undefined = pageHeaders.get(answer);
    if (!headers) {
      headers = Object.freeze({ ...answer.headers, ...SECURITY_HEADERS });
      pageHeaders.set(answer, headers);
    }
    const response = new Response(answer.body, {
      status: answer.status,
      headers: { ...headers, [REQUEST_ID_HEADER]: requestId },
    });
    logRequest(logger, { requestId, method: "GET", path, status: answer.status, startedAt });
    return response;
  };
}
