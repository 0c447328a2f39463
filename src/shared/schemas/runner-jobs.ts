import { z } from "zod";
import type { JudgeReport } from "@/shared/judge/judge-report";
import { LANGUAGE_LABELS, RUNNER_LANGUAGES, type RunnerLanguage } from "@/shared/judge/languages";
import type { Signature } from "@/shared/schemas/problem-judge";
import { elapsedSecondsSchema } from "@/shared/schemas/solving";

/** How many jobs one user may have waiting or running at once: one user cannot fill the queue. */
export const MAX_WAITING_JOBS_PER_USER = 3;
export const TOO_MANY_JOBS_MESSAGE = `You have ${MAX_WAITING_JOBS_PER_USER} runs waiting. Wait for one to finish.`;

const runnerLanguageSchema = z.enum(RUNNER_LANGUAGES, {
  error: `Language must be one of: ${RUNNER_LANGUAGES.map((language) => LANGUAGE_LABELS[language]).join(", ")}`,
});

/**
 * POST /api/runner-jobs — code in a runner's language for one of the user's problems: `run` judges the
 * tests at `testIndexes` (the examples) plus the user's custom inputs, `submit` every test.
 */
export const createRunnerJobInputSchema = z.object({
  problemId: z.string().min(1).max(200),
  language: runnerLanguageSchema,
  code: z.string({ error: "Code must be text" }),
  mode: z.enum(["run", "submit"], { error: "Mode must be run or submit" }),
  testIndexes: z.array(z.number().int().min(0)).max(20).default([]),
  customInputs: z.array(z.unknown()).max(10).default([]),
  /** Submit: the problem's timer when the user pressed it, stored with the submission. */
  elapsedSeconds: elapsedSecondsSchema.optional(),
});
export type CreateRunnerJobInput = z.input<typeof createRunnerJobInputSchema>;

export const runnerJobParamsSchema = z.object({ id: z.uuid({ error: "No such job." }) });

/** Where a job is: waiting (with its place in the queue, 1 = next), being judged, judged, or given up. */
export type RunnerJobView =
  | { id: string; state: "queued"; place: number }
  | { id: string; state: "running" }
  /** A Submit's report comes with the submission the API stored from it. */
  | { id: string; state: "done"; report: JudgeReport; submissionId?: string }
  | { id: string; state: "failed"; message: string };

/** GET /api/runner-jobs/languages: the languages some runner judges now; the others, with what to install. */
export type RunnerLanguagesView = { available: RunnerLanguage[] };

// ---------- Between the API and a runner (with the runners' bearer token) ----------

/** POST /api/runner-jobs/claim — a runner asking for work in the languages its machine judges. */
export const claimRunnerJobInputSchema = z.object({
  runnerId: z.string().min(8).max(100),
  languages: z.array(runnerLanguageSchema).min(1).max(RUNNER_LANGUAGES.length),
});

/** What a runner gets to judge: no expected values, no user, nothing but the code and how to call it. */
export type RunnerTask = {
  id: string;
  language: RunnerLanguage;
  signature: Signature;
  inputs: unknown[];
  code: string;
  timeLimitMs: number;
  memoryBytes: number;
};

const rawResultSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("value"), actual: z.unknown(), output: z.string().max(8000), timeMs: z.number().min(0) }),
  z.object({
    kind: z.literal("error"),
    verdict: z.enum(["runtime_error", "time_limit_exceeded", "memory_limit_exceeded", "output_limit_exceeded"]),
    message: z.string().max(4000),
    line: z.number().int().min(1).optional(),
    output: z.string().max(8000),
    timeMs: z.number().min(0),
  }),
]);

/** POST /api/runner-jobs/:id/result — what the runner saw; the API grades it against the expected values. */
export const runnerJobResultInputSchema = z.object({
  judgement: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("compile_error"),
      error: z.object({
        message: z.string().max(4000),
        line: z.number().int().min(1).optional(),
        column: z.number().int().min(1).optional(),
      }),
    }),
    z.object({ kind: z.literal("results"), results: z.array(rawResultSchema).max(500) }),
  ]),
});
export type RunnerJobResultInput = z.input<typeof runnerJobResultInputSchema>;
