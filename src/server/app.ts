import { Hono } from "hono";
import { createApiRoutes } from "@/server/api-routes";
import { type AppServices, createAppServices, forgetWritersReads, provideServices } from "@/server/app-services";
import { answerHeaders } from "@/server/lib/answer-headers";
import type { AppBindings, AppDeps } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";
import { answerEarly } from "@/server/lib/early-answers";
import { answerError } from "@/server/lib/error-answer";
import { MemoTrieRouter } from "@/server/lib/memo-router";
import type { DescribedApp } from "@/server/lib/openapi";
import { refuseCrossSiteRequests } from "@/server/lib/origin-check";
import { requestIds } from "@/server/lib/request-id";
import { requestLog } from "@/server/lib/request-log";
import { createClientRouter, readClientPages } from "@/server/lib/serve-client";

/** `services` defaults to the ones `deps` make; a test passes its own to await their background jobs. */
export function createApp(deps: AppDeps, services: AppServices = createAppServices(deps)) {
  const { sessions, userCache, auth, trustedOrigins, clockOf } = services;
  const faultInjection = deps.faultInjection ?? false;
  const pages = deps.clientDir ? readClientPages(deps.clientDir) : undefined;

  const api = createApiRoutes({
    faultInjection,
    sessions,
    auth,
    describeApp: (): DescribedApp => app,
    runnerJobs: { queues: services.runnerQueues, runnerToken: deps.runnerToken },
  });

  const app = new Hono<AppBindings>({ router: new MemoTrieRouter() })
    // First: health probes, the SPA's HTML and the warm signed-in reads the user cache holds, answered whole.
    .use(answerEarly({ pages, sessions, userCache, clockOf, logger: deps.logger, faultInjection }))
    .use(requestIds())
    // Before the rest, so that every other answer carries them, whichever middleware fails.
    .use(answerHeaders)
    .use(provideServices(deps, services))
    .use(requestLog)
    // Cross-site writes are refused before the user cache's session lookup below: they cost no query.
    .use("/api/*", refuseCrossSiteRequests(trustedOrigins))
    .use(forgetWritersReads(sessions, userCache))
    .route("/api", api)
    .all("/api/*", () => {
      throw new AppError("NOT_FOUND", { message: "No such API endpoint." });
    });

  if (deps.clientDir) app.route("/", createClientRouter(deps.clientDir, pages));

  app.onError(answerError);

  app.notFound((c) => c.json({ error: { code: "NOT_FOUND", message: "Not found." } }, 404));

  return app;
}

export type App = ReturnType<typeof createApp>;
/** The API's routes and types, for the client's `hc<AppType>`. */
export type AppType = App;
