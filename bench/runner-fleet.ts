// The processes of `npm run bench -- runners-load` (bench/runners-load.ts): built API instances
// (`node dist/server/index.js`, each on its own port, with the environment `npm start` gives it) on one
// database, and runner processes (`node dist/server/runner.js`) with nothing but their token and the
// API's address, as scripts/start.mjs starts its local runner.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/server/db/client";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import { startPostgresCluster } from "../tests/fixtures/postgres-cluster";
import { getFreePort } from "../tests/fixtures/server-process";

const BUILD_DIR = process.env.BUILD_DIR ?? "dist";
const READY_TIMEOUT_MS = 180_000;

export type Api = { url: string; pid: number; stop: () => Promise<void> };
export type Runner = {
  pid: number;
  /** Whether the runner has a child process: a sandbox, so a job is being compiled or run. */
  isJudging: () => boolean;
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

/** Where the instances keep their data: a scratch PostgreSQL cluster, or one embedded data directory. */
export async function startStore(kind: "postgres" | "embedded") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-bench-runners-"));
  const cluster = kind === "postgres" ? await startPostgresCluster() : undefined;
  return {
    kind,
    /** What every instance shares: the database, the secret that signs sessions, the runners' token. */
    env: {
      ...(cluster ? { DATABASE_URL: cluster.url } : {}),
      AUTH_SECRET: randomBytes(32).toString("hex"),
      RUNNER_TOKEN: randomBytes(32).toString("hex"),
    } as Record<string, string>,
    /** An instance's own DATA_DIR (the embedded database's, or only its mail outbox on PostgreSQL). */
    dataDirFor: (index: number) => (cluster ? fs.mkdtempSync(`${dataDir}/instance-${index}-`) : dataDir),
    /** pg-boss's row of each job (read after the instances stopped, which the embedded database needs). */
    async readJobs(ids: string[]): Promise<JobRow[]> {
      const database = await openDatabase(cluster ? { url: cluster.url } : { dataDir });
      try {
        const { rows } = await database.sql.executeSql(
          `select id::text, state, retry_count, created_on, started_on, completed_on
             from pgboss.job where name like 'runner-jobs-%' and id = any($1::uuid[])`,
          [ids],
        );
        return rows as JobRow[];
      } finally {
        await database.close();
      }
    },
    async remove() {
      await cluster?.remove();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Store = Awaited<ReturnType<typeof startStore>>;
export type JobRow = {
  id: string;
  state: string;
  retry_count: number;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
};

/** One built API instance on the store's database, as `npm start` runs it in production. */
export async function startApi(store: Store, index: number): Promise<Api> {
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...store.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: url,
    DATA_DIR: store.dataDirFor(index),
    RATE_LIMITS: "off",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
  const child = spawn(process.execPath, [path.join(BUILD_DIR, "server/index.js")], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitFor(`API instance ${index}`, child, async () => (await fetch(`${url}/api/ready`)).ok);
  return {
    url,
    pid: child.pid as number,
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

/** A runner process asking `apiUrl` for work; resolves once it said which languages it judges. */
export async function startRunner(apiUrl: string, token: string, label: string): Promise<Runner> {
  const child = spawn(process.execPath, [path.join(BUILD_DIR, "server/runner.js")], {
    cwd: PROJECT_ROOT,
    // Only what a runner needs (scripts/start.mjs): never the database's or the app's secrets.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, RUNNER_TOKEN: token, RUNNER_API_URL: apiUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk;
    for (const line of chunk.toString().split("\n")) if (line.trim()) console.log(`  [${label}] ${line}`);
  });
  await waitFor(`runner ${label}`, child, async () => /judging .* for /.test(output));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return {
    pid: child.pid as number,
    isJudging: () => hasChildren(child.pid as number),
    kill: (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}

function hasChildren(pid: number): boolean {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .some((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim() !== "");
  } catch {
    return false;
  }
}

async function waitFor(what: string, child: ChildProcess, ready: () => Promise<boolean>) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`${what} did not start in ${READY_TIMEOUT_MS / 1000} s`);
}

/** A new account (its session cookie) and its copy of a library problem (its id), as a user opens one. */
export async function signUpAndOpen(apiUrl: string, email: string, slug: string) {
  const signUp = await fetch(`${apiUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: apiUrl },
    body: JSON.stringify({ name: "Bench User", email, password: "Benchmark1!" }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const open = await fetch(`${apiUrl}/api/practice/library/${slug}/open`, {
    method: "POST",
    headers: { cookie, origin: apiUrl },
  });
  if (!open.ok) throw new Error(`opening ${slug} failed: ${open.status} ${await open.text()}`);
  const { problem } = (await open.json()) as { problem: { id: string } };
  return { cookie, problemId: problem.id };
}

/** The library's reference solution of `slug` in a runner's language. */
export function readReferenceSolution(slug: string, language: "java" | "cpp" | "go"): string {
  return fs.readFileSync(path.join(PROJECT_ROOT, "content/problems", slug, `solution.${language}`), "utf8");
}
