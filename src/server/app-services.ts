import { createMiddleware } from "hono/factory";
import { createDeferredLibraryProvider } from "@/server/ai/create-ai-provider";
import { createAuth } from "@/server/auth";
import { DEFAULT_AUTH_SETTINGS } from "@/server/auth/auth-settings";
import { createSessionReader, type SessionReader } from "@/server/auth/session-reader";
import { type Library, loadLibrary } from "@/server/content/load-library";
import { defineDesignReviewJobs } from "@/server/features/design";
import { defineEvaluationJobs } from "@/server/features/interviews";
import { createNotificationJobs, createNotificationScheduler } from "@/server/features/notifications";
import { createRunnerQueues } from "@/server/features/runner-jobs";
import type { AppBindings, AppDeps } from "@/server/lib/app-context";
import { getClientIp } from "@/server/lib/client-ip";
import { requestClock } from "@/server/lib/fault-injection";
import { setInstallSettings } from "@/server/lib/install-settings";
import { createJobEngine } from "@/server/lib/job-engine";
import { listTrustedOrigins } from "@/server/lib/origin-check";
import { createUserCache, type UserCache } from "@/server/lib/user-cache";

// What one app instance holds for every request (auth, the session reader and user cache, the AI provider, the
// job engine and the queues on it), built once from its dependencies, and the middleware that hands them to each
// request.

export type AppServices = ReturnType<typeof createAppServices>;

export function createAppServices(deps: AppDeps) {
  const clock = deps.clock ?? (() => new Date());
  const ai = deps.ai ?? createDeferredLibraryProvider();
  setInstallSettings({ fullAccess: deps.fullAccess ?? false, hasAiProvider: ai.kind === "openai" });
  let library: Promise<Library> | undefined;
  const getLibrary = () => {
    library ??= (deps.library ?? loadLibrary)();
    return library;
  };
  // The app's one job engine (started on first use, or by the server's start) and the queues on it: the
  // evaluations, the AI design reviews, the runner jobs and the notification mails; none without plain SQL.
  const jobs = deps.sql ? createJobEngine({ database: { sql: deps.sql }, logger: deps.logger }) : undefined;
  const background = { db: deps.db, ai, getLibrary, logger: deps.logger, clock, jobs };
  const evaluations = defineEvaluationJobs(background);
  const designReviews = defineDesignReviewJobs(background);
  const runnerQueues = jobs ? createRunnerQueues({ jobs }) : undefined;
  // The notification mails (the interview reminder reads the study plan).
  const notifications = createNotificationScheduler({
    ...background,
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    authSecret: deps.authSecret,
    kinds: createNotificationJobs(),
  });
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
  // Each request's clock: the app's, or under fault injection the one the request asks for.
  const clockOf = requestClock(clock, deps.faultInjection ?? false);
  /** Settles when no background job runs in this app's process (an evaluation, an AI design review, a mail). */
  const whenIdle = async () => {
    await jobs?.whenIdle();
  };
  return {
    clockOf,
    ai,
    getLibrary,
    evaluations,
    designReviews,
    notifications,
    jobs,
    runnerQueues,
    whenIdle,
    trustedOrigins,
    auth,
    userCache,
    sessions,
  };
}

/** Sets each request's context (lib/app-context.ts AppBindings): the services, and the clock of the request. */
export function provideServices(deps: AppDeps, services: AppServices) {
  const { clockOf, auth, sessions, userCache, ai, getLibrary, evaluations, designReviews, notifications } = services;
  return createMiddleware<AppBindings>(async (c, next) => {
    c.set("db", deps.db);
    c.set("logger", deps.logger);
    c.set(
      "clock",
      clockOf((name) => c.req.header(name)),
    );
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
    c.set("notifications", notifications);
    c.set("clientIp", getClientIp(c, deps.trustProxy ?? 0));
    await next();
  });
}

/**
 * A user's own change reaches their cached reads before its answer leaves, even where the database's notification
 * (lib/user-cache.ts) comes a moment after the commit. The writer is known before the write, cached or not: a
 * sign-out or a password change that revokes sessions leaves no session to read afterwards.
 */
export function forgetWritersReads(sessions: SessionReader, userCache: UserCache) {
  return createMiddleware<AppBindings>(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const userId = await sessions.userOf(c.req.raw.headers);
    await next();
    const changed = c.get("user")?.id ?? userId;
    if (changed) userCache.forgetUser(changed);
  });
}
