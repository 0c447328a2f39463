// `npm run bench`: loads the built server with autocannon beside a bare Hono hello-world started in
// the same run, and prints requests/s, latency and the ratio to the baseline. Also prints the
// gzipped size of the JavaScript the home page loads, the judge's times in Chromium (bench/judge.ts),
// writes (bench/writes.ts), the server's memory after the load and many sign-ins (bench/memory.ts), and
// the evaluation of interview answers (bench/interview-evaluation.ts) and the automatic design review
// (bench/design-review.ts), a busy user's warm read in a full user cache (bench/user-cache.ts; `-- user-cache`
// alone), and the design canvas's chunks beside the lab tab's JavaScript (bench/canvas-bundle.ts),
// and Lighthouse on the public pages beside their no-script copies (bench/lighthouse.ts; BENCH_LIGHTHOUSE=0 skips it,
// `npm run bench -- lighthouse` runs it alone; `-- memory` runs only the sign-ins). Run on its own only:
// `-- runners-load` (`-- runners-load embedded`), Java, C++ and Go runners under load (bench/runners-load.ts),
// and `-- python-start`, Python's first result on a Python problem beside the app before its fast start
// (bench/python-start.ts).
// Figures are printed, never asserted.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import { getFreePort } from "../tests/fixtures/server-process";
import { benchAiGeneration } from "./ai-generation";
import { benchCanvasBundle } from "./canvas-bundle";
import { benchDeepRecursion } from "./deep-recursion";
import { benchDesignReview } from "./design-review";
import { benchInterviewEvaluation } from "./interview-evaluation";
import { benchJudge } from "./judge";
import { benchLighthouse } from "./lighthouse";
import { measureLoad, type Result, type Server } from "./load";
import { benchMemory, readRssMiB } from "./memory";
import { loadPageScripts, measureScripts, printHomePageJavaScript } from "./page-scripts";
import { benchPythonStart } from "./python-start";
import { benchRunnersLoad } from "./runners-load";
import { benchSignedInReads, CONNECTION_COUNTS } from "./signed-in-reads";
import { benchTrace } from "./trace";
import { benchUserCache } from "./user-cache";
import { benchWrites } from "./writes";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 10;
// scripts/build.mjs builds into BUILD_DIR (default dist/), so the bench runs and measures that build.
const BUILD_DIR = process.env.BUILD_DIR ?? "dist";
const CLIENT_DIR = path.join(PROJECT_ROOT, BUILD_DIR, "client");

async function main() {
  // `npm run bench -- user-cache`: only the user cache's lookups (bench/user-cache.ts), no server.
  if (process.argv.includes("user-cache")) return benchUserCache();
  // `npm run bench -- recursion`: only JavaScript's deep recursion in QuickJS (bench/deep-recursion.ts).
  if (process.argv.includes("recursion")) return benchDeepRecursion();
  // `npm run bench -- trace`: only the visualiser's tracers, traced against untraced (bench/trace.ts).
  if (process.argv.includes("trace")) return benchTrace();
  const { build } = await import("../scripts/build.mjs");
  await build({ ifStale: true });
  if (process.argv.includes("lighthouse")) return benchLighthouseAlone();
  if (process.argv.includes("memory")) return benchMemoryAlone();
  if (process.argv.includes("python-start")) return benchPythonStart({ buildDir: BUILD_DIR });
  if (process.argv.includes("runners-load")) {
    return benchRunnersLoad(process.argv.includes("embedded") ? "embedded" : "postgres");
  }
  // `npm run bench -- reads`: only the table (baseline, static answers, signed-in reads).
  const readsOnly = process.argv.includes("reads");

  const baselinePort = await getFreePort();
  const baseline = await startProcess(
    ["--import", "tsx", "bench/baseline-server.ts"],
    { PORT: String(baselinePort), BASELINE_PAGE: path.join(CLIENT_DIR, "_pages", "index.html.br") },
    baselinePort,
    "/",
  );
  const app = await startApp({}).catch((error: unknown) => {
    baseline.kill("SIGTERM");
    throw error;
  });

  try {
    const cookie = await signUp(app.url);
    const bare = { url: `http://127.0.0.1:${baselinePort}`, pid: baseline.pid as number };
    const bases = await loadEach("baseline: bare Hono hello-world", bare, "/");
    const brotli = { "accept-encoding": "br, gzip" };
    const results = [
      // The most an API answer with our headers can reach on this adapter, the health goal's baseline
      // (docs/performance.md): Node's HTTP layer handles every header, and the client parses them.
      ...(await loadEach("bare Hono hello-world with PrepPilot's API headers", bare, "/with-headers")),
      await load("GET /api/health", app, "/api/health"),
      // The prerendered home page as a browser asks for it: 11 KB brotli (115 KB plain). autocannon
      // turns each answer's bytes into a string, so at this size the client, not the server, is the
      // limit: the bare server sending the same bytes shows where it lies.
      await load("bare Hono sending the home page's 11 KB of brotli", bare, "/home-page", brotli),
      await load("GET / (prerendered home page, brotli)", app, "/", brotli),
      // The SPA's shell, which every signed-in screen starts from (1.2 KB; 0.4 KB brotli).
      await load("GET /dashboard (SPA shell, brotli)", app, "/dashboard", brotli),
      ...(await benchSignedInReads({ startApp, signUp, load })),
      ...(readsOnly ? [] : await benchWrites({ app, signUp, connections: CONNECTIONS, durationS: DURATION_S })),
    ];
    printTable(bases, results);
    if (readsOnly) return;
    await benchAiGeneration({ libraryAppUrl: app.url, libraryCookie: cookie, startApp, signUp });
    await benchMemory(
      { appUrl: app.url, pid: app.pid, email: BENCH_EMAIL, password: BENCH_PASSWORD },
      readRssMiB(app.pid),
    );
    await benchInterviewEvaluation({ startApp, signUp });
    benchDesignReview();
    await benchUserCache();
    const homePage = await printHomePageJavaScript(app.url, CLIENT_DIR);
    await benchCanvasBundle({
      appUrl: app.url,
      cookie,
      clientDir: CLIENT_DIR,
      homePage,
      loadPageScripts,
      measureScripts: (scripts) => measureScripts(CLIENT_DIR, scripts),
    });
    await benchJudge({ appUrl: app.url });
    await benchDeepRecursion();
    if (process.env.BENCH_LIGHTHOUSE !== "0") await benchLighthouse({ appUrl: app.url });
  } finally {
    await app.stop();
    baseline.kill("SIGTERM");
  }
}

/** `npm run bench -- lighthouse`: only the public pages in Lighthouse (bench/lighthouse.ts), on a fresh app. */
async function benchLighthouseAlone() {
  const app = await startApp({});
  try {
    await benchLighthouse({ appUrl: app.url });
  } finally {
    app.stop();
  }
}

/**
 * `npm run bench -- memory`: only the sign-ins (bench/memory.ts) on a fresh app, the whole machine
 * theirs: 10,000 scrypt hashes take 12–20 minutes on 2 cores (raise BENCH_SIGN_IN_BUDGET_S to match).
 */
async function benchMemoryAlone() {
  const app = await startApp({});
  try {
    await signUp(app.url);
    await benchMemory(
      { appUrl: app.url, pid: app.pid, email: BENCH_EMAIL, password: BENCH_PASSWORD },
      readRssMiB(app.pid),
      "the start (one account)",
    );
  } finally {
    await app.stop();
  }
}

/** A built app process with its own port and data directory, plus extra environment variables. */
async function startApp(env: Record<string, string>) {
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF_DIR=<folder>: each app server writes a V8 CPU profile of its run there on exit (open
  // it in Chromium's DevTools, Performance panel), to see where a row's time goes.
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const child = await startProcess(
    [
      ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
      path.join(BUILD_DIR, "server/index.js"),
    ],
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-bench-")),
      RATE_LIMITS: "off",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...env,
    },
    port,
    "/api/ready",
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url,
    pid: child.pid as number,
    /** Stops the server and waits until it has exited (and so released its data directory). */
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

async function startProcess(args: string[], env: Record<string, string>, port: number, readyPath: string) {
  const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, stdio: "inherit" });
  // Migrating a fresh embedded database can take a while on a busy machine.
  for (let waited = 0; waited < 120_000; waited += 100) {
    const ok = await fetch(`http://127.0.0.1:${port}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${args.join(" ")} did not start`);
}

const BENCH_EMAIL = "bench@example.com";
const BENCH_PASSWORD = "Benchmark1!";

async function signUp(appUrl: string, email = BENCH_EMAIL): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl },
    body: JSON.stringify({ name: "Bench User", email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

function load(
  label: string,
  server: Server,
  target: string,
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
) {
  return measureLoad(label, server.pid, { url: `${server.url}${target}`, connections, duration: DURATION_S, headers });
}

/** `load` at each number of connections of the table. */
async function loadEach(label: string, server: Server, target: string): Promise<Result[]> {
  const results = [];
  for (const connections of CONNECTION_COUNTS) results.push(await load(label, server, target, {}, connections));
  return results;
}

/** Each result beside the baseline measured at the same number of connections. */
function printTable(bases: Result[], results: Result[]) {
  console.log(
    `\nautocannon: ${DURATION_S} s per row, ${os.cpus().length} cores; client CPU is autocannon's own, server µs/answer the server process's CPU per answer\n`,
  );
  const rows = [...bases, ...results].map((r) => {
    const base = bases.find((b) => b.connections === r.connections);
    return {
      endpoint: r.label,
      connections: r.connections,
      "requests/s": Math.round(r.rps),
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "vs baseline": base ? `${(r.rps / base.rps).toFixed(2)}×` : "–",
      // The load generator's own share of a core (it runs in this process): near 100%, the row
      // measures autocannon rather than the server.
      "client CPU": `${Math.round(r.clientCpu * 100)}%`,
      // The server's CPU per answer, all its threads: what the ratio means once the server is the busy side.
      "server µs/answer": r.serverUsPerAnswer === undefined ? "–" : Number(r.serverUsPerAnswer.toFixed(1)),
    };
  });
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
