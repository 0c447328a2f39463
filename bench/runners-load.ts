// `npm run bench -- runners-load` (`-- runners-load embedded`): Java, C++ and Go judged by runner
// processes under load. On a scratch PostgreSQL cluster, two built API instances and two runners, each
// runner asking a different instance (embedded: one instance, both runners on it). It measures one
// runner's jobs per minute per language (the first job after the runner's start, then warm ones), then
// 10 and 50 users pressing Submit at once on a library problem with its reference solution, killing one
// runner (SIGKILL) mid-job during the 50: every job must end done and Accepted, with no HTTP error and
// none lost. Then the API processes' memory. Figures are printed, never asserted; the checks are.
import os from "node:os";
import type { RunnerLanguage } from "@/shared/judge/languages";
import type { RunnerJobView } from "@/shared/schemas/runner-jobs";
import { readRssBreakdown, readRssMiB } from "./memory";
import {
  type Api,
  type JobRow,
  type Runner,
  readReferenceSolution,
  signUpAndOpen,
  startApi,
  startRunner,
  startStore,
} from "./runner-fleet";

const SLUG = "two-sum";
const WARM_JOBS = Number(process.env.BENCH_RUNNER_WARM_JOBS ?? 4);
/** A job whose runner died waits for its expiry before another runner gets it: allow for that. */
const DEADLINE_MS = Number(process.env.BENCH_RUNNERS_DEADLINE_S ?? 900) * 1000;
/** Half the jobs in Go, the quickest to judge, then C++, then Java, the slowest to start. */
const MIX: RunnerLanguage[] = ["go", "go", "go", "go", "go", "cpp", "cpp", "cpp", "java", "java"];
/** The runner is killed once this many jobs of the 50 are done, at a moment it has a sandbox running. */
const KILL_AFTER_DONE = 5;

type Job = {
  id: string;
  language: RunnerLanguage;
  submittedAt: number;
  doneAt?: number;
  view?: RunnerJobView;
};
type User = { cookie: string; problemId: string; api: Api };

export async function benchRunnersLoad(kind: "postgres" | "embedded") {
  const loadAtStart = os.loadavg()[0] as number;
  const store = await startStore(kind);
  const apis: Api[] = [];
  const runners: Runner[] = [];
  try {
    apis.push(await startApi(store, 0));
    if (kind === "postgres") apis.push(await startApi(store, 1));
    const token = store.env.RUNNER_TOKEN as string;
    runners.push(await startRunner(apis[0]?.url as string, token, "runner 1"));
    const users: User[] = [];
    for (let i = 0; i < 50; i++) {
      const api = apis[i % apis.length] as Api;
      users.push({ ...(await signUpAndOpen(api.url, `runner-load-${i}@example.com`, SLUG)), api });
    }
    const http = { errors: [] as string[] };
    const perLanguage = await oneRunnerPerLanguage(users[0] as User, apis, http);
    runners.push(await startRunner((apis[1] ?? apis[0])?.url as string, token, "runner 2"));
    const ten = await submitTogether(users.slice(0, 10), apis, http);
    const killed: { at?: number } = {};
    const fifty = await submitTogether(users, apis, http, (jobs) => killMidJob(runners[0] as Runner, jobs, killed));
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const memory = apis.map((api, index) => ({ index, rss: readRssMiB(api.pid), parts: readRssBreakdown(api.pid) }));
    for (const api of apis.splice(0)) await api.stop();
    const rows = await store.readJobs([...perLanguage, ...ten, ...fifty].flatMap((job) => job.id));
    report({ kind, perLanguage, ten, fifty, rows, killedAt: killed.at, memory, http, loadAtStart });
  } finally {
    for (const runner of runners) await runner.kill("SIGTERM");
    for (const api of apis) await api.stop();
    await store.remove();
  }
}

/** One runner alone: per language, the first job after its start, then WARM_JOBS more, one at a time. */
async function oneRunnerPerLanguage(user: User, apis: Api[], http: { errors: string[] }) {
  const jobs: Job[] = [];
  for (const language of ["go", "cpp", "java"] as const) {
    for (let i = 0; i <= WARM_JOBS; i++) {
      const job = await submit(user, language, http);
      await follow(job, apis.at(-1) as Api, user.cookie, http, 100);
      jobs.push(job);
    }
  }
  return jobs;
}

/** Each user presses Submit at the same moment (on their own instance), then follows the job from the other. */
async function submitTogether(users: User[], apis: Api[], http: { errors: string[] }, during?: (jobs: Job[]) => void) {
  const jobs = await Promise.all(users.map((user, i) => submit(user, MIX[i % MIX.length] as RunnerLanguage, http)));
  during?.(jobs);
  await Promise.all(
    jobs.map((job, i) => {
      const user = users[i] as User;
      const other = apis[(apis.indexOf(user.api) + 1) % apis.length] as Api;
      return follow(job, other, user.cookie, http, 1000);
    }),
  );
  return jobs;
}

async function submit(user: User, language: RunnerLanguage, http: { errors: string[] }): Promise<Job> {
  const submittedAt = performance.now();
  const response = await fetch(`${user.api.url}/api/runner-jobs`, {
    method: "POST",
    headers: { cookie: user.cookie, origin: user.api.url, "content-type": "application/json" },
    body: JSON.stringify({
      problemId: user.problemId,
      language,
      code: readReferenceSolution(SLUG, language),
      mode: "submit",
    }),
  });
  if (response.status !== 202) {
    http.errors.push(`POST /api/runner-jobs: ${response.status} ${await response.text()}`);
    throw new Error(http.errors.at(-1));
  }
  const { id } = (await response.json()) as { id: string };
  return { id, language, submittedAt };
}

/** Polls the job as its page would, every `everyMs`, until it is done or failed. */
async function follow(job: Job, api: Api, cookie: string, http: { errors: string[] }, everyMs: number) {
  const deadline = performance.now() + DEADLINE_MS;
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, everyMs * (0.5 + Math.random())));
    const response = await fetch(`${api.url}/api/runner-jobs/${job.id}`, { headers: { cookie } }).catch(
      (error: unknown) => error as Error,
    );
    if (response instanceof Error || !response.ok) {
      http.errors.push(`GET /api/runner-jobs/:id: ${response instanceof Error ? response.message : response.status}`);
      continue;
    }
    const view = (await response.json()) as RunnerJobView;
    if (view.state === "done" || view.state === "failed") {
      job.view = view;
      job.doneAt = performance.now();
      return;
    }
  }
}

/** SIGKILLs the runner the first moment, once KILL_AFTER_DONE jobs are done, that it has a sandbox running. */
function killMidJob(runner: Runner, jobs: Job[], killed: { at?: number }) {
  const timer = setInterval(() => {
    if (jobs.filter((job) => job.doneAt).length < KILL_AFTER_DONE || !runner.isJudging()) return;
    clearInterval(timer);
    killed.at = performance.now();
    void runner.kill("SIGKILL");
  }, 50);
}

type Report = {
  kind: string;
  perLanguage: Job[];
  ten: Job[];
  fifty: Job[];
  rows: JobRow[];
  killedAt: number | undefined;
  memory: { index: number; rss: number | undefined; parts: Record<string, number> }[];
  http: { errors: string[] };
  loadAtStart: number;
};

function report(r: Report) {
  const rowOf = new Map(r.rows.map((row) => [row.id, row]));
  const runnerMs = (job: Job) => ms(rowOf.get(job.id)?.started_on, rowOf.get(job.id)?.completed_on);
  const setup = r.kind === "postgres" ? "PostgreSQL, two API instances" : "embedded database, one API instance";
  const load = `load average ${r.loadAtStart.toFixed(1)} at the start, ${(os.loadavg()[0] as number).toFixed(1)} at the end`;
  console.log(
    `\nRunners under load (${setup}, two runners of one slot, ${SLUG}'s reference solutions; ${os.cpus().length} cores, ${load})\n`,
  );
  console.log("One runner alone, one job at a time: runner time = taken to result stored (compile, run, grading)");
  const warmMs: Partial<Record<RunnerLanguage, number>> = {};
  console.table(
    (["go", "cpp", "java"] as const).map((language) => {
      const jobs = r.perLanguage.filter((job) => job.language === language);
      const warm = median(jobs.slice(1).map(runnerMs));
      warmMs[language] = warm;
      const seen = median(jobs.slice(1).map((job) => (job.doneAt ?? Number.NaN) - job.submittedAt));
      return {
        language,
        "first job s": seconds(runnerMs(jobs[0] as Job)),
        "warm job s (median)": seconds(warm),
        "jobs/min, one runner": Math.round(60_000 / warm),
        "user sees done after s": seconds(seen),
        "user / runner": `${(seen / warm).toFixed(2)}×`,
      };
    }),
  );
  const phases = [
    { label: "10 at once", jobs: r.ten },
    { label: "50 at once, a runner SIGKILLed", jobs: r.fifty },
  ];
  console.log("\nUsers pressing Submit at once: queue wait = queued to taken by a runner (pg-boss's own times)");
  console.table(phases.map(({ label, jobs }) => phaseRow(label, jobs, rowOf, warmMs, runnerMs)));
  checkOutcome(r, rowOf);
  console.log("\nAPI processes' memory after the load (MiB resident, from /proc/<pid>/smaps)");
  console.table(r.memory.map(({ index, rss, parts }) => ({ instance: index + 1, "RSS MiB": rss ?? "n/a", ...parts })));
}

function phaseRow(
  label: string,
  jobs: Job[],
  rowOf: Map<string, JobRow>,
  warmMs: Partial<Record<RunnerLanguage, number>>,
  runnerMs: (job: Job) => number,
) {
  const rows = jobs.map((job) => rowOf.get(job.id)).filter((row) => row !== undefined);
  const waits = rows.map((row) => ms(row.created_on, row.started_on)).sort((a, b) => a - b);
  const first = Math.min(...rows.map((row) => row.created_on.getTime()));
  const last = Math.max(...rows.map((row) => row.completed_on?.getTime() ?? Number.NaN));
  // The baseline: the same jobs' warm times from one runner alone, shared by two runners with nothing lost.
  const ideal = jobs.reduce((sum, job) => sum + (warmMs[job.language] ?? 0), 0) / 2;
  const unretried = jobs.filter((job) => (rowOf.get(job.id)?.retry_count ?? 0) === 0);
  return {
    phase: label,
    "wall s": seconds(last - first),
    "wall s, the retried job aside": seconds(
      Math.max(...unretried.map((job) => rowOf.get(job.id)?.completed_on?.getTime() ?? Number.NaN)) - first,
    ),
    "queue wait p50 s": seconds(percentile(waits, 0.5)),
    "p95 s": seconds(percentile(waits, 0.95)),
    "max s": seconds(waits.at(-1) ?? Number.NaN),
    "runner time p50 s": seconds(median(jobs.map(runnerMs))),
    "jobs/min": Math.round((jobs.length * 60_000) / (last - first)),
    "vs 2 runners' warm rate": `${(ideal / (last - first)).toFixed(2)}×`,
  };
}

/** Every job done and Accepted, each once in pg-boss, no HTTP error: printed, and a failure exits non-zero. */
function checkOutcome(r: Report, rowOf: Map<string, JobRow>) {
  const all = [...r.perLanguage, ...r.ten, ...r.fifty];
  const notAccepted = all.filter((job) => job.view?.state !== "done" || job.view.report.verdict !== "accepted");
  const missing = all.filter((job) => rowOf.get(job.id)?.state !== "completed");
  const retried = r.fifty.filter((job) => (rowOf.get(job.id)?.retry_count ?? 0) > 0);
  console.log(
    `\n${all.length} jobs: ${all.length - notAccepted.length} done and Accepted, ${missing.length} not completed in pg-boss, ` +
      `${r.http.errors.length} HTTP errors; runner 1 SIGKILLed ${r.killedAt === undefined ? "never (it had no job)" : "mid-job"}, ` +
      `${retried.length} job(s) handed out again, done ${retried.map((job) => seconds((job.doneAt ?? 0) - (r.killedAt ?? 0))).join(", ")} s after the kill`,
  );
  for (const job of notAccepted.slice(0, 5)) console.log(`  not accepted: ${job.language} ${JSON.stringify(job.view)}`);
  for (const error of [...new Set(r.http.errors)].slice(0, 5)) console.log(`  HTTP error: ${error}`);
  if (notAccepted.length > 0 || missing.length > 0 || r.http.errors.length > 0 || r.killedAt === undefined) {
    process.exitCode = 1;
  }
}

const ms = (from: Date | null | undefined, to: Date | null | undefined) =>
  from && to ? to.getTime() - from.getTime() : Number.NaN;
const seconds = (value: number) => (Number.isFinite(value) ? Number((value / 1000).toFixed(2)) : "n/a");
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}
