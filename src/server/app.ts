import { Hono } from "hono";
import { createApiRoutes } from "@/server/api-routes";
import { type AppServices, createAppServices, forgetWritersReads, provideServices } from "@/server/app-services";
import { answerHeaders } from "@/server/lib/answer-headers";
import type { AppBindings, AppDeps } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";
import { answerError } from "@/server/lib/error-answer";
import { createHeldReadAnswers } from "@/server/lib/held-reads";
import type { DescribedApp } from "@/server/lib/openapi";
import { refuseCrossSiteRequests } from "@/server/lib/origin-check";
import { requestId } from "@/server/lib/request-id";
import { requestLog } from "@/server/lib/request-log";
import { createClientRouter, readClientPages } from "@/server/lib/serve-client";
import { createStaticAnswers } from "@/server/lib/static-answers";

/** `services` defaults to the ones `deps` make; a test passes its own to await their background jobs. */
export function createApp(deps: AppDeps, services: AppServices = createAppServices(deps)) {
  const { clock, sessions, userCache, auth, trustedOrigins } = services;

  const api = createApiRoutes({
    faultInjection: deps.faultInjection ?? false,
    sessions,
    auth,
    describeApp: (): DescribedApp => app,
  });

  const app = new Hono<AppBindings>()
    // First, so that every answer of the chain carries them, whichever middleware fails.
    .use(answerHeaders)
    .use(requestId)
    .use(provideServices(deps, services))
    .use(requestLog)
    // Cross-site writes are refused before the user cache's session lookup below: they cost no query.
    .use("/api/*", refuseCrossSiteRequests(trustedOrigins))
    .use(forgetWritersReads(sessions, userCache))
    .route("/api", api)
    .all("/api/*", () => {
      throw new AppError("NOT_FOUND", { message: "No such API endpoint." });
    });

  const pages = deps.clientDir ? readClientPages(deps.clientDir) : undefined;
  if (deps.clientDir) app.route("/", createClientRouter(deps.clientDir, pages));

  app.onError(answerError);

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
