import { createMiddleware } from "hono/factory";
import { AppError } from "@/server/lib/app-error";

/** The methods that cannot change anything; every other one must come from a trusted origin. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The sites a browser is sent from that may change state: the app's own origin plus the configured ones. */
export function listTrustedOrigins(appUrl: string, more: readonly string[] = []): string[] {
  return [...new Set([appUrl, ...more].map((url) => new URL(url).origin))];
}

/**
 * Why a state-changing request must be refused as cross-site, or undefined when it may proceed.
 * - An `Origin` header must be one of `trusted`; "null" (sandboxed frames, opaque redirects) is refused.
 * - Without one, a `Sec-Fetch-Site` other than same-origin (or none, a typed address) is refused,
 *   then a `Referer` from another origin.
 * - A request that carries none of these is not from a browser page: browsers send `Origin` on every
 *   POST, PUT, PATCH and DELETE (Fetch standard), so such a request comes from a script or a tool
 *   that holds its own credentials and cannot be made by another site. It proceeds; Better Auth's
 *   routes still demand an Origin of their own (auth/input-rules.ts). docs/decisions/006.
 */
export function findCrossSiteReason(headers: Headers, trusted: ReadonlySet<string>): string | undefined {
  const origin = headers.get("origin");
  if (origin !== null) return trusted.has(origin) ? undefined : `Origin ${origin} is not trusted`;
  const site = headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin" || site === "none" ? undefined : `Sec-Fetch-Site is ${site}`;
  const referer = headers.get("referer");
  if (referer) {
    const refererOrigin = URL.canParse(referer) ? new URL(referer).origin : "null";
    if (!trusted.has(refererOrigin)) return `Referer ${refererOrigin} is not trusted`;
  }
  return undefined;
}

/**
 * Refuses every state-changing request that another site's page could have made (CSRF), on every
 * /api route, Better Auth's included: 403 with the app's JSON error, before any handler or session
 * lookup runs.
 */
export function refuseCrossSiteRequests(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const reason = findCrossSiteReason(c.req.raw.headers, trusted);
    if (reason) {
      c.var.logger?.warn({ method: c.req.method, path: c.req.path, reason }, "refused a cross-site request");
      throw new AppError("FORBIDDEN", { message: "Requests that change data must come from PrepPilot's own pages." });
    }
    return next();
  });
}
