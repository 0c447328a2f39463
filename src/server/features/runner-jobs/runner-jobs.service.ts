import type { z } from "zod";
import { assertCodeSize, getProblemJudge, type SolvingArgs } from "@/server/features/practice";
import { AppError } from "@/server/lib/app-error";
import {
  buildCompileErrorReport,
  buildJudgeReport,
  type JudgeReport,
  type JudgeTestCase,
} from "@/shared/judge/judge-report";
import { getTimeLimitMs, RUNNER_MEMORY_LIMIT_BYTES } from "@/shared/judge/limits";
import { checkTestShape } from "@/shared/judge/value-types";
import type { ProblemJudge } from "@/shared/schemas/problem-judge";
import {
  type createRunnerJobInputSchema,
  MAX_WAITING_JOBS_PER_USER,
  type RunnerJobResultInput,
  type RunnerJobView,
  TOO_MANY_JOBS_MESSAGE,
} from "@/shared/schemas/runner-jobs";
import {
  countUsersJobs,
  findPlace,
  findRunnerJob,
  queueName,
  type RunnerJobData,
  type RunnerJobOutput,
  type RunnerQueues,
} from "./runner-queue";

/** A runner's compile limit (src/runner/native-judge.ts) and a program's start, which its clock forgives. */
const COMPILE_BUDGET_MS = 60_000;
const TEST_STARTUP_MS = 3000;
/** Queue hand-over and the result's trip back, on a loaded machine. */
const EXPIRY_MARGIN_MS = 30_000;

type CreateArgs = SolvingArgs & { queues: RunnerQueues; input: z.output<typeof createRunnerJobInputSchema> };

/** Queues the user's code for a runner; answers where the job stands (its place in the queue). */
export async function createRunnerJob(args: CreateArgs): Promise<RunnerJobView> {
  const { input, queues, userId } = args;
  assertCodeSize(input.code);
  const { judge } = await getProblemJudge(args);
  const tests = pickTests(judge, input);
  if ((await countUsersJobs(queues, userId)) >= MAX_WAITING_JOBS_PER_USER) {
    throw new AppError("RATE_LIMITED", { message: TOO_MANY_JOBS_MESSAGE });
  }
  const data: RunnerJobData = {
    userId,
    problemId: args.problemId,
    mode: input.mode,
    ...(input.elapsedSeconds === undefined ? {} : { elapsedSeconds: input.elapsedSeconds }),
    task: {
      language: input.language,
      signature: judge.signature,
      inputs: tests.map((test) => test.input),
      code: input.code,
      // The language's own limit, from its reference solution's time as a runner measured it.
      timeLimitMs: getTimeLimitMs(judge, input.language),
      memoryBytes: RUNNER_MEMORY_LIMIT_BYTES,
    },
    grading: { comparison: judge.comparison, checker: judge.checker, tests },
  };
  const queue = await queues.get();
  const id = await queue.send(queueName(input.language), data, { expireInSeconds: getJobExpirySeconds(data.task) });
  if (!id) throw new Error("The job queue did not take the job.");
  return { id, state: "queued", place: (await findPlace(queues, input.language, id)) ?? 1 };
}

/**
 * A job is handed to another runner when its runner has not answered this long after taking it (it died):
 * the longest an honest runner can take, a compile and every test at its limit, plus a margin.
 */
export function getJobExpirySeconds(task: Pick<RunnerJobData["task"], "inputs" | "timeLimitMs">): number {
  const judgingMs = COMPILE_BUDGET_MS + task.inputs.length * (task.timeLimitMs + TEST_STARTUP_MS);
  return Math.ceil((judgingMs + EXPIRY_MARGIN_MS) / 1000);
}

/** Run: the examples asked for and the custom inputs (each checked against the signature); Submit: every test. */
function pickTests(judge: ProblemJudge, input: CreateArgs["input"]): JudgeTestCase[] {
  if (input.mode === "submit") return judge.tests;
  const examples = input.testIndexes.map((index) => {
    const test = judge.tests[index];
    if (!test) throw validationError(["testIndexes"], `The problem has ${judge.tests.length} tests.`);
    return test;
  });
  const custom = input.customInputs.map((customInput, index) => {
    const issues = checkTestShape(judge.signature, { input: customInput });
    if (issues.length > 0) throw validationError(["customInputs", index], `Custom input ${index + 1}: ${issues[0]}`);
    return { input: customInput };
  });
  const tests = [...examples, ...custom];
  if (tests.length === 0) throw validationError(["testIndexes"], "Choose at least one test to run.");
  return tests;
}

function validationError(path: (string | number)[], message: string) {
  return new AppError("VALIDATION_FAILED", { message, issues: [{ path, message }] });
}

/** Where one of the user's jobs stands; another user's job, or one gone, answers 404. */
export async function getRunnerJob(args: { queues: RunnerQueues; userId: string; id: string }): Promise<RunnerJobView> {
  const { queues, userId, id } = args;
  const found = await findRunnerJob(queues, id);
  if (!found || found.job.data.userId !== userId) throw new AppError("NOT_FOUND", { message: "No such job." });
  const { job, language } = found;
  switch (job.state) {
    case "created":
    case "retry":
      return { id, state: "queued", place: (await findPlace(queues, language, id)) ?? 1 };
    case "active":
      return { id, state: "running" };
    case "completed":
      return { id, state: "done", ...(job.output as RunnerJobOutput) };
    default:
      return { id, state: "failed", message: "No runner could finish this job. Please try again." };
  }
}

/** Grades what a runner saw against the expected values the runner never had. */
export function gradeRunnerJob(data: RunnerJobData, judgement: RunnerJobResultInput["judgement"]): JudgeReport {
  const { tests, comparison, checker } = data.grading;
  if (judgement.kind === "compile_error") return buildCompileErrorReport(tests, judgement.error);
  return buildJudgeReport({ comparison, checker }, tests, judgement.results.slice(0, tests.length));
}
