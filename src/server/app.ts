import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { createDeferredLibraryProvider } from "@/server/ai/create-ai-provider";
import { CLIENT_IP_HEADER, createAuth } from "@/server/auth";
import { DEFAULT_AUTH_SETTINGS } from "@/server/auth/auth-settings";
import { createSessionReader, GET_SESSION_HEADERS } from "@/server/auth/session-reader";
import { type Library, loadLibrary } from "@/server/content/load-library";
import { isDatabaseUnavailable } from "@/server/db/errors";
import { activityRoutes } from "@/server/features/activity/activity.routes";
import { aiSetupRoutes } from "@/server/features/ai-setup/ai-setup.routes";
import { analyticsRoutes } from "@/server/features/analytics/analytics.routes";
import { authConfigRoutes } from "@/server/features/auth-config/auth-config.routes";
import { avatarRoutes, profileAvatarRoutes } from "@/server/features/avatars/avatars.routes";
import { contactRoutes } from "@/server/features/contact/contact.routes";
import { designRoutes } from "@/server/features/design/design.routes";
import { createDesignReviewRunner } from "@/server/features/design/design-reviews.service";
import { healthRoutes } from "@/server/features/health/health.routes";
import { createEvaluationRunner } from "@/server/features/interviews/interview-evaluations.service";
import { interviewsRoutes } from "@/server/features/interviews/interviews.routes";
import { newsletterRoutes } from "@/server/features/newsletter/newsletter.routes";
import {
  notificationsRoutes,
  notificationUnsubscribeRoutes,
} from "@/server/features/notifications/notifications.routes";
import { createOpenApiRoutes } from "@/server/features/openapi/openapi.routes";
import { practiceRoutes } from "@/server/features/practice/practice.routes";
import { preferencesRoutes } from "@/server/features/preferences/preferences.routes";
import { privacyRoutes } from "@/server/features/privacy/privacy.routes";
import { profileRoutes } from "@/server/features/profile/profile.routes";
import { reviewsRoutes } from "@/server/features/reviews/reviews.routes";
import { studyPlanRoutes } from "@/server/features/study-plan/study-plan.routes";
import { subscriptionRoutes } from "@/server/features/subscription/subscription.routes";
import { answerHeaders, sendBody } from "@/server/lib/answer-headers";
import type { AppBindings, AppDeps } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";
import { getClientIp } from "@/server/lib/client-ip";
import { CLOCK_OFFSET_HEADER, faultInjection, offsetClock } from "@/server/lib/fault-injection";
import { createHeldReadAnswers } from "@/server/lib/held-reads";
import { setInstallSettings } from "@/server/lib/install-settings";
import type { DescribedApp } from "@/server/lib/openapi";
import { listTrustedOrigins, refuseCrossSiteRequests } from "@/server/lib/origin-check";
import { requestId } from "@/server/lib/request-id";
import { requestLog } from "@/server/lib/request-log";
import { createClientRouter, readClientPages } from "@/server/lib/serve-client";
import { createStaticAnswers } from "@/server/lib/static-answers";
import { createUserCache } from "@/server/lib/user-cache";

/** JSON bodies above this are refused before a handler reads them. */
const MAX_JSON_BODY_BYTES = 64 * 1024;
/** Uploads that apply a larger limit of their own (a 2 MB picture: features/avatars/avatars.routes.ts). */
const OWN_BODY_LIMIT_PATHS = new Set(["/api/profile/avatar"]);
/**
 * Code drafts (and review drafts), submissions and reviews (features/practice/practice.routes.ts): 64 KB of code grows when JSON
 * escapes it, and a failed test carries its input, so they apply a larger limit of their own and
 * answer code over 64 KB with their own message. A saved system design (features/design) is checked
 * against its own cap, after validation, by the service.
 */
const OWN_BODY_LIMIT_PATTERN =
  /^\/api\/(practice\/problems\/[^/]+\/((review-)?drafts\/[^/]+|submissions|review)|design\/scenarios\/[^/]+\/design)$/;

/** What every request answers while the database cannot be reached (a 503 the client may retry). */
const DATABASE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";

export function createApp(deps: AppDeps) {
  const clock = deps.clock ?? (() => new Date());
  const ai = deps.ai ?? createDeferredLibraryProvider();
  setInstallSettings({ fullAccess: deps.fullAccess ?? false, hasAiProvider: ai.kind === "openai" });
  let library: Promise<Library> | undefined;
  const getLibrary = () => {
    library ??= (deps.library ?? loadLibrary)();
    return library;
  };
  const evaluations = createEvaluationRunner({ db: deps.db, ai, getLibrary, logger: deps.logger, clock });
  const designReviews = createDesignReviewRunner({ db: deps.db, ai, getLibrary, logger: deps.logger, clock });
  const trustedOrigins = listTrustedOrigins(deps.appUrl, deps.trustedOrigins);
  const auth = createAuth({
    db: deps.db,
    secret: deps.authSecret,
    appUrl: deps.appUrl,
    trustedOrigins,
    rateLimits: deps.rateLimits,
    settings: deps.auth ?? DEFAULT_AUTH_SETTINGS,
    mailer: deps.mailer,
    logger: deps.logger,
    clock,
  });
  const userCache = createUserCache({ changes: deps.changes });
  const sessions = createSessionReader(auth, userCache);

  const limitBody = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", { message: "The request body is too large." });
    },
  });

  const api = new Hono<AppBindings>()
    .use(faultInjection(deps.faultInjection ?? false))
    // No id we wrote holds U+0000, and PostgreSQL refuses it in a query (a 500 found by
    // tests/integration/api-bad-input.test.ts): a path that carries one names nothing.
    .use((c, next) => {
      if (/%00/.test(c.req.path) || c.req.path.includes("\0")) {
        throw new AppError("NOT_FOUND", { message: "No such API endpoint." });
      }
      return next();
    })
    // Only requests with a body pay for the check: touching the body makes the Node adapter build a
    // full Request, which costs more than the rest of a small GET. API answers are small JSON, so
    // they are not compressed; the SPA's files are precompressed at build time.
    .use((c, next) =>
      c.req.method === "GET" ||
      c.req.method === "HEAD" ||
      OWN_BODY_LIMIT_PATHS.has(c.req.path) ||
      OWN_BODY_LIMIT_PATTERN.test(c.req.path)
        ? next()
        : limitBody(c, next),
    )
    // The session of every page load and focus, answered from the user cache (auth/session-reader.ts)
    // with the body and headers Better Auth sends. Options in the query go to Better Auth itself.
    .get("/auth/get-session", async (c, next) => {
      if (c.req.url.includes("?")) return next();
      const { session, setCookies } = await sessions.read(c.req.raw.headers);
      const body = session?.body ?? "null";
      // A refreshed session's cookie is rare: only then does the answer need a Headers object.
      if (setCookies.length > 0) return c.body(body, 200, { ...GET_SESSION_HEADERS, "set-cookie": setCookies });
      return sendBody(c, body, 200, GET_SESSION_HEADERS);
    })
    .on(["GET", "POST"], "/auth/*", (c) => {
      // Better Auth rate-limits by client address: hand it the one we resolved, never a header the
      // client could have chosen.
      const headers = new Headers(c.req.raw.headers);
      headers.delete(CLIENT_IP_HEADER);
      if (c.var.clientIp) headers.set(CLIENT_IP_HEADER, c.var.clientIp);
      return auth.handler(new Request(c.req.raw, { headers }));
    })
    .route("/", healthRoutes)
    .route(
      "/openapi.json",
      createOpenApiRoutes((): DescribedApp => app),
    )
    .route("/config", authConfigRoutes)
    .route("/contact", contactRoutes)
    .route("/newsletter", newsletterRoutes)
    .route("/subscription", subscriptionRoutes)
    .route("/ai-setup", aiSetupRoutes)
    .route("/profile/avatar", profileAvatarRoutes)
    .route("/profile", profileRoutes)
    .route("/avatars", avatarRoutes)
    .route("/activity", activityRoutes)
    .route("/analytics", analyticsRoutes)
    .route("/notifications/unsubscribe", notificationUnsubscribeRoutes)
    .route("/notifications", notificationsRoutes)
    .route("/preferences", preferencesRoutes)
    .route("/privacy", privacyRoutes)
    .route("/practice", practiceRoutes)
    .route("/interviews", interviewsRoutes)
    .route("/design", designRoutes)
    .route("/reviews", reviewsRoutes)
    .route("/study-plan", studyPlanRoutes);

  const app = new Hono<AppBindings>()
    // First, so that every answer of the chain carries them, whichever middleware fails.
    .use(answerHeaders)
    .use(requestId)
    .use(async (c, next) => {
      c.set("db", deps.db);
      c.set("logger", deps.logger);
      c.set("clock", deps.faultInjection ? offsetClock(clock, c.req.header(CLOCK_OFFSET_HEADER)) : clock);
      c.set("auth", auth);
      c.set("sessions", sessions);
      c.set("userCache", userCache);
      c.set("rateLimits", deps.rateLimits);
      c.set("mailer", deps.mailer);
      c.set("authSecret", deps.authSecret);
      c.set("contactInbox", deps.contactInbox);
      c.set("ai", ai);
      c.set("getLibrary", getLibrary);
      c.set("evaluations", evaluations);
      c.set("designReviews", designReviews);
      c.set("clientIp", getClientIp(c, deps.trustProxy ?? 0));
      await next();
    })
    .use(requestLog)
    // Cross-site writes are refused before the user cache's session lookup below: they cost no query.
    .use("/api/*", refuseCrossSiteRequests(trustedOrigins))
    .use(async (c, next) => {
      // A user's own change reaches their cached reads before its answer leaves, even where the
      // database's notification (lib/user-cache.ts) comes a moment after the commit. The writer is
      // known before the write, cached or not: a sign-out or a password change that revokes sessions
      // leaves no session to read afterwards.
      const method = c.req.method;
      if (method === "GET" || method === "HEAD") return next();
      const userId = await sessions.userOf(c.req.raw.headers);
      await next();
      const changed = c.get("user")?.id ?? userId;
      if (changed) userCache.forgetUser(changed);
    })
    .route("/api", api)
    .all("/api/*", () => {
      throw new AppError("NOT_FOUND", { message: "No such API endpoint." });
    });

  const pages = deps.clientDir ? readClientPages(deps.clientDir) : undefined;
  if (deps.clientDir) app.route("/", createClientRouter(deps.clientDir, pages));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.retryAfterS) c.header("Retry-After", String(error.retryAfterS));
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 401 ? "UNAUTHORIZED" : status === 404 ? "NOT_FOUND" : "BAD_REQUEST";
      return c.json({ error: { code, message: error.message || "Bad request." } }, status);
    }
    if (isDatabaseUnavailable(error)) {
      c.var.logger.warn({ err: error, requestId: c.var.requestId }, "the database is not reachable");
      c.header("Retry-After", "5");
      return c.json({ error: { code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE_MESSAGE } }, 503);
    }
    c.var.logger.error({ err: error, requestId: c.var.requestId }, "unhandled error");
    return c.json({ error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." } }, 500);
  });

  app.notFound((c) => c.json({ error: { code: "NOT_FOUND", message: "Not found." } }, 404));

  // Health probes, the SPA's HTML and the signed-in reads the user cache holds are answered ahead of
  // the router, with the same headers and log line (lib/static-answers.ts, lib/held-reads.ts).
  // Fault-injection runs keep the chain, whose middleware (and per-request clock) they test.
  if (!deps.faultInjection) {
    const answerStatic = createStaticAnswers({ pages, logger: deps.logger });
    const answerHeld = createHeldReadAnswers({ sessions, userCache, clock, logger: deps.logger });
    const dispatch = app.fetch;
    app.fetch = (request, env, executionCtx) =>
      answerStatic(request) ?? answerHeld(request) ?? dispatch(request, env, executionCtx);
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
/** The API's routes and types, for the client's `hc<AppType>`. */
export type AppType = App;
