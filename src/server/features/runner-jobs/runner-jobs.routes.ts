import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppBindings } from "@/server/lib/app-context";
import { AppError } from "@/server/lib/app-error";
import { documentRoutes } from "@/server/lib/openapi";
import { requireUser } from "@/server/lib/require-user";
import { validate } from "@/server/lib/validate";
import {
  claimRunnerJobInputSchema,
  createRunnerJobInputSchema,
  runnerJobParamsSchema,
  runnerJobResultInputSchema,
} from "@/shared/schemas/runner-jobs";
import { createRunnerJob, getRunnerJob } from "./runner-jobs.service";
import type { RunnerQueues } from "./runner-queue";
import { requireRunnerToken } from "./runner-token";
import { CLAIM_WAIT_MS, claimRunnerJob, completeRunnerJob, listAvailableLanguages } from "./runner-work.service";

/** Code (64 KB, more once JSON escapes it) and a runner's results (each test's output) get their own limit. */
const BODY_MAX_BYTES = 2 * 1024 * 1024;
const limitBody = bodyLimit({
  maxSize: BODY_MAX_BYTES,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", { message: "The request body is too large." });
  },
});

const route = documentRoutes("Runner jobs", "user");

export type RunnerJobRoutesOptions = {
  /** Undefined when the app runs without a job queue (no runner can be reached). */
  queues: RunnerQueues | undefined;
  runnerToken: string | undefined;
};

/**
 * /api/runner-jobs: users queue Java, C++ and Go code and follow it; runners (bearer RUNNER_TOKEN) take
 * jobs and hand back what they saw, which the API grades (docs/runners.md).
 */
export function createRunnerJobRoutes({ queues, runnerToken }: RunnerJobRoutesOptions) {
  const requireQueues = () => {
    if (!queues) throw new AppError("SERVICE_UNAVAILABLE", { message: "This server judges no code on runners." });
    return queues;
  };
  return new Hono<AppBindings>()
    .route("/", createUserRoutes(requireQueues))
    .route("/", createRunnerRoutes(requireQueues, runnerToken));
}

/** What a user does: queue code, follow a job, see which languages are judged now. */
function createUserRoutes(requireQueues: () => RunnerQueues) {
  return new Hono<AppBindings>()
    .get(
      "/languages",
      route({ summary: "The languages a runner judges now", success: { status: 200, description: "`{available}`" } }),
      requireUser,
      async (c) => c.json({ available: await listAvailableLanguages({ db: c.var.db, now: c.var.clock }) }),
    )
    .post(
      "/",
      route({
        summary: "Queue Java, C++ or Go code for a runner (run: examples and custom inputs; submit: every test)",
        errors: ["NOT_FOUND", "PROBLEM_NOT_JUDGED", "CODE_TOO_LARGE", "RATE_LIMITED", "SERVICE_UNAVAILABLE"],
        success: { status: 202, description: "`{id, state, place}`" },
      }),
      requireUser,
      limitBody,
      validate("json", createRunnerJobInputSchema),
      async (c) => {
        const user = c.var.user as { id: string };
        const view = await createRunnerJob({
          db: c.var.db,
          userId: user.id,
          problemId: c.req.valid("json").problemId,
          library: c.var.getLibrary,
          queues: requireQueues(),
          input: c.req.valid("json"),
        });
        return c.json(view, 202);
      },
    )
    .get(
      "/:id",
      route({
        summary: "Where one of my jobs stands (queued with its place, running, done with its report, failed)",
        errors: ["NOT_FOUND", "SERVICE_UNAVAILABLE"],
        success: { status: 200, description: "`{id, state, place?, report?, message?}`" },
      }),
      requireUser,
      validate("param", runnerJobParamsSchema),
      async (c) => {
        const user = c.var.user as { id: string };
        return c.json(await getRunnerJob({ queues: requireQueues(), userId: user.id, id: c.req.valid("param").id }));
      },
    );
}

/** What a runner does, with the runners' token: take a job, hand back what it saw. */
function createRunnerRoutes(requireQueues: () => RunnerQueues, runnerToken: string | undefined) {
  const requireRunner = requireRunnerToken(runnerToken);
  return new Hono<AppBindings>()
    .post(
      "/claim",
      route({
        summary: "A runner takes the oldest job in its languages (waits up to 20 s; 204 when none came)",
        auth: "runner",
        errors: ["SERVICE_UNAVAILABLE"],
        success: { status: 200, description: "`{job}`: the task, or 204" },
      }),
      requireRunner,
      validate("json", claimRunnerJobInputSchema),
      async (c) => {
        const { runnerId, languages } = c.req.valid("json");
        const task = await claimRunnerJob({
          db: c.var.db,
          queues: requireQueues(),
          now: c.var.clock,
          runnerId,
          languages,
          waitMs: CLAIM_WAIT_MS,
          signal: c.req.raw.signal,
        });
        return task ? c.json({ job: task }) : c.body(null, 204);
      },
    )
    .post(
      "/:id/result",
      route({
        summary: "A runner hands back what it saw; the API grades it",
        auth: "runner",
        errors: ["NOT_FOUND", "SERVICE_UNAVAILABLE"],
        success: { status: 204, description: "Stored" },
      }),
      requireRunner,
      limitBody,
      validate("param", runnerJobParamsSchema),
      validate("json", runnerJobResultInputSchema),
      async (c) => {
        await completeRunnerJob({
          db: c.var.db,
          library: c.var.getLibrary,
          queues: requireQueues(),
          now: c.var.clock(),
          id: c.req.valid("param").id,
          input: c.req.valid("json"),
        });
        return c.body(null, 204);
      },
    );
}
