import type { RunnerLanguage } from "@/shared/judge/languages";
import type { RunnerJobResultInput, RunnerTask } from "@/shared/schemas/runner-jobs";
import type { NativeLanguage } from "./languages/native-language";
import { type JobWorkspace, judgeNative, type NativeJudgement } from "./native-judge";

export type RunnerOptions = {
  /** The API's origin, e.g. http://127.0.0.1:3000: the runner's only contact with the app. */
  apiUrl: string;
  /** RUNNER_TOKEN: the runner's one credential. */
  token: string;
  runnerId: string;
  /** The languages this machine judges. */
  languages: Partial<Record<RunnerLanguage, NativeLanguage>>;
  /** A fresh sandbox for one job, disposed after it. */
  createWorkspace: () => Promise<JobWorkspace & { dispose(): Promise<void> | void }>;
  fetch?: typeof fetch;
  log?: (message: string, error?: unknown) => void;
};

/** After a failed call to the API (it restarts, the network drops) the runner waits this long, up to the last. */
const BACKOFF_MS = [500, 1000, 2000, 5000];

/** Asks for jobs and judges them, one at a time, until `signal` aborts; the API's troubles only slow it down. */
export async function runRunner(options: RunnerOptions, signal: AbortSignal): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    try {
      await serveOneJob(options, signal);
      if (failures > 0) options.log?.("runner: the API answers again");
      failures = 0;
    } catch (error) {
      if (signal.aborted) return;
      // Said once, then every tenth try: a server that is still starting is not worth a line a second.
      if (failures % 10 === 0) options.log?.("runner: the API could not be reached; trying again", error);
      const wait = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)] as number;
      failures += 1;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Takes one job (the API holds the ask up to 20 s when there is none), judges it and hands back what it saw. */
export async function serveOneJob(options: RunnerOptions, signal?: AbortSignal): Promise<"served" | "none"> {
  const task = await claim(options, signal);
  if (!task) return "none";
  const judgement = await judgeTask(options, task);
  const body: RunnerJobResultInput = { judgement };
  const response = await call(options, `/api/runner-jobs/${task.id}/result`, body);
  if (!response.ok) throw new Error(`The API refused the result of job ${task.id}: ${response.status}`);
  return "served";
}

async function claim(options: RunnerOptions, signal?: AbortSignal): Promise<RunnerTask | null> {
  const languages = Object.keys(options.languages) as RunnerLanguage[];
  const response = await call(options, "/api/runner-jobs/claim", { runnerId: options.runnerId, languages }, signal);
  if (response.status === 204) return null;
  if (!response.ok) throw new Error(`The API refused the runner: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { job: RunnerTask }).job;
}

/** Judges a task in a fresh sandbox; a failure of the runner itself is reported as the job's runtime error. */
async function judgeTask(options: RunnerOptions, task: RunnerTask): Promise<NativeJudgement> {
  const language = options.languages[task.language];
  if (!language) return { kind: "compile_error", error: { message: `This runner does not judge ${task.language}.` } };
  const workspace = await options.createWorkspace();
  try {
    const tests = task.inputs.map((input) => ({ input }));
    return await judgeNative(
      language,
      {
        signature: task.signature,
        tests,
        code: task.code,
        timeLimitMs: task.timeLimitMs,
        memoryBytes: task.memoryBytes,
      },
      workspace,
    );
  } catch (error) {
    // The program's output broke the harness' protocol (it wrote over the harness' own lines, say): the
    // user's code is the cause, and the user is told, rather than the job being retried to the same end.
    options.log?.(`runner: job ${task.id} could not be judged`, error);
    const message = `The program could not be judged: ${error instanceof Error ? error.message : String(error)}`;
    return { kind: "results", results: [{ kind: "error", verdict: "runtime_error", message, output: "", timeMs: 0 }] };
  } finally {
    await workspace.dispose();
  }
}

function call(options: RunnerOptions, path: string, body: unknown, signal?: AbortSignal) {
  return (options.fetch ?? fetch)(`${options.apiUrl}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${options.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal,
  });
}
