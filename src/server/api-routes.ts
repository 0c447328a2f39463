import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Auth } from "@/server/auth";
import { CLIENT_IP_HEADER } from "@/server/auth";
import { GET_SESSION_HEADERS, type SessionReader } from "@/server/auth/session-reader";
import { aiSetupRoutes } from "@/server/features/ai-setup";
import { analyticsRoutes } from "@/server/features/analytics";
import { createApiDocsRoutes } from "@/server/features/api-docs";
import { authConfigRoutes } from "@/server/features/auth";
import { contactRoutes } from "@/server/features/contact";
import { activityRoutes } from "@/server/features/dashboard-home";
import { designRoutes } from "@/server/features/design";
import { healthRoutes } from "@/server/features/health";
import { interviewsRoutes } from "@/server/features/interviews";
import { newsletterRoutes } from "@/server/features/newsletter";
import { notificationsRoutes, notificationUnsubscribeRoutes } from "@/server/features/notifications";
import { practiceRoutes } from "@/server/features/practice";
import { preferencesRoutes } from "@/server/features/preferences";
import { privacyRoutes } from "@/server/features/privacy";
import { avatarRoutes, profileAvatarRoutes, profileRoutes } from "@/server/features/profile";
import { createRunnerJobRoutes, type RunnerQueues } from "@/server/features/runner-jobs";
import { spacedRepetitionRoutes } from "@/server/features/spaced-repetition";
import { starStoriesRoutes } from "@/server/features/star-stories";
import { studyPlanRoutes } from "@/server/features/study-plan";
import { subscriptionRoutes } from "@/server/features/subscription";
import { sendBody } from "@/server/lib/answer-headers";
import type { AppBindings } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";
import { faultInjection } from "@/server/lib/fault-injection";
import type { DescribedApp } from "@/server/lib/openapi";

// The API under /api: its own middleware (fault injection, bad paths, the body limit), the session read the
// client makes on every page load, Better Auth's endpoints, and every feature's routes. app.ts mounts it.

/** JSON bodies above this are refused before a handler reads them. */
const MAX_JSON_BODY_BYTES = 64 * 1024;
/** Uploads that apply a larger limit of their own (a 2 MB picture: features/profile/avatars.routes.ts). */
const OWN_BODY_LIMIT_PATHS = new Set(["/api/profile/avatar"]);
/**
 * Code drafts (and repetition drafts), submissions and code reviews (features/practice/practice-solving.routes.ts): 64 KB of code grows when JSON
 * escapes it, and a failed test carries its input, so they apply a larger limit of their own and
 * answer code over 64 KB with their own message. A saved system design (features/design) is checked
 * against its own cap, after validation, by the service.
 */
const OWN_BODY_LIMIT_PATTERN =
  /^\/api\/(practice\/problems\/[^/]+\/((repetition-)?drafts\/[^/]+|submissions|code-review)|design\/scenarios\/[^/]+\/design|runner-jobs(\/[^/]+\/result)?)$/;

export type ApiRoutesOptions = {
  /** Test-only (FAULT_INJECTION=on): requests may ask their route to fail (lib/fault-injection.ts). */
  faultInjection: boolean;
  sessions: SessionReader;
  auth: Auth;
  /** The whole app, for its OpenAPI description (built after this). */
  describeApp: () => DescribedApp;
  /** The runner jobs' queues (none without a job queue) and the runners' token. */
  runnerJobs: { queues: RunnerQueues | undefined; runnerToken: string | undefined };
};

export function createApiRoutes(options: ApiRoutesOptions) {
  const { sessions, auth } = options;
  const limitBody = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE", { message: "The request body is too large." });
    },
  });

  return (
    new Hono<AppBindings>()
      .use(faultInjection(options.faultInjection))
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
      .route("/openapi.json", createApiDocsRoutes(options.describeApp))
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
      .route("/star-stories", starStoriesRoutes)
      .route("/design", designRoutes)
      .route("/spaced-repetition", spacedRepetitionRoutes)
      .route("/study-plan", studyPlanRoutes)
      .route("/runner-jobs", createRunnerJobRoutes(options.runnerJobs))
  );
}
