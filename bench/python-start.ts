// `npm run bench -- python-start`: Python's first result when a candidate opens a Python problem, in
// Chromium on the built app: from the navigation to the Run's verdict, Run clicked as soon as the editor
// shows. Three visits in one browser profile: cold (nothing cached), warm HTTP cache (the files cached,
// no memory snapshot: it is deleted before), and a second visit (the files and whatever the app keeps).
// Each round measures the app as it was before the fast start (BENCH_PYTHON_BASELINE, built from git
// beside this tree: bench/baseline-build.ts) and the current build, in alternating order, each in a fresh
// profile; medians over BENCH_PYTHON_RUNS rounds (5). Also the page's own load: when the editor shows.
// Printed, never asserted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { SNAPSHOT_CACHE } from "@/client/features/practice/lib/judge/snapshot-store";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/fixtures/chromium";
import { type BenchServer, buildRevision, startBuiltApp } from "./baseline-build";
import { followPythonWorker, medianPhases, type Phases } from "./python-start-phases";

/** The last commit before the Python start's work: Pyodide revalidated each visit, no snapshot. */
const BASELINE = process.env.BENCH_PYTHON_BASELINE ?? "1b8250c";
const ROUNDS = Number(process.env.BENCH_PYTHON_RUNS ?? 5);
/** How long a candidate stays after the result: the page finishes what it does in the background. */
const DWELL_MS = 3000;
const SCENARIOS = ["cold", "warm", "second"] as const;
type Scenario = (typeof SCENARIOS)[number];
const SCENARIO_LABELS: Record<Scenario, string> = {
  cold: "cold cache (first visit)",
  warm: "warm HTTP cache, no snapshot",
  second: "second visit",
};

type Marks = { editor: number; clicked: number; result: number; verdict: string; phases: Phases };
type Round = Record<Scenario, Marks>;
type Variant = { name: string; server: BenchServer; keepsSnapshot: boolean };

// In the page's own clock (from its navigation): Run clicked as the editor shows, as a candidate who
// knows what to run would, and the verdict's arrival.
const MARKS_SCRIPT = `window.__name = (fn) => fn;
window.__pythonStart = {};
new MutationObserver(() => {
  const marks = window.__pythonStart;
  if (marks.editor === undefined && document.querySelector('[aria-label="Code editor"]')) {
    const run = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim().startsWith("Run"));
    marks.editor = performance.now();
    marks.clicked = performance.now();
    run?.click();
  }
  if (marks.result !== undefined) return;
  const heading = [...document.querySelectorAll("h3")].find((h) => /^(Run|Submission): /.test(h.textContent ?? ""));
  if (heading) Object.assign(marks, { result: performance.now(), verdict: heading.textContent });
}).observe(document, { childList: true, subtree: true, characterData: true });`;

export async function benchPythonStart({ buildDir }: { buildDir: string }) {
  const baselineRoot = await buildRevision(BASELINE);
  const load = () => os.loadavg()[0]?.toFixed(1);
  const servers = [await startBuiltApp(baselineRoot, "dist"), await startBuiltApp(PROJECT_ROOT, buildDir)];
  const [today, now] = [
    { name: `today (${BASELINE})`, server: servers[0] as BenchServer, keepsSnapshot: false },
    { name: "now", server: servers[1] as BenchServer, keepsSnapshot: true },
  ];
  const rounds = new Map<Variant, Round[]>([
    [today, []],
    [now, []],
  ]);
  const startLoad = load();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const variant of round % 2 ? [now, today] : [today, now]) {
        const result = await measureRound(variant);
        rounds.get(variant)?.push(result);
        const figures = SCENARIOS.map((scenario) => `${scenario} ${Math.round(result[scenario].result)} ms`);
        console.log(`  round ${round + 1}, ${variant.name}: ${figures.join(", ")} (load ${load()})`);
      }
    }
  } finally {
    for (const server of servers) await server.stop();
  }
  printResults(rounds.get(today) ?? [], rounds.get(now) ?? [], today.name, `${startLoad} → ${load()}`);
}

/** One fresh browser profile: a user with a Python draft of a library problem, then the three visits. */
async function measureRound(variant: Variant): Promise<Round> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-bench-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: variant.server.url,
    viewport: { width: 1280, height: 800 },
  });
  try {
    await context.addInitScript({ content: MARKS_SCRIPT });
    const problemPath = await preparePythonProblem(context, variant.server.url);
    const cold = await visit(context, problemPath, variant, { clearSnapshot: true });
    const warm = await visit(context, problemPath, variant, { clearSnapshot: false });
    const second = await visit(context, problemPath, variant, { clearSnapshot: false });
    return { cold, warm, second };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function preparePythonProblem(context: BrowserContext, url: string): Promise<string> {
  const headers = { origin: url };
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const signUp = await context.request.post("/api/auth/sign-up/email", {
    headers,
    data: { name: "Bench User", email, password: "Benchmark-Python1" },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
  const generated = await context.request.post("/api/practice/problems", { headers, data: { difficulty: "easy" } });
  const { problem } = (await generated.json()) as { problem: { id: string; slug: string } };
  const solution = fs.readFileSync(path.join(PROJECT_ROOT, "content/problems", problem.slug, "solution.py"), "utf8");
  // Its Python draft makes Python the language the page opens on, and its Run an Accepted.
  const draft = await context.request.put(`/api/practice/problems/${problem.id}/drafts/python`, {
    headers,
    data: { code: solution },
  });
  if (!draft.ok()) throw new Error(`saving the draft failed: ${draft.status()}`);
  return `/dashboard/problems/${problem.id}`;
}

/** Opens the problem, clicks Run once the editor shows, and reads the marks once the verdict does. */
async function visit(context: BrowserContext, problemPath: string, variant: Variant, { clearSnapshot = false }) {
  const page = await context.newPage();
  const worker = followPythonWorker(page);
  await page.goto(problemPath, { waitUntil: "commit" });
  await page
    .locator('[aria-label="Code editor"]')
    .waitFor({ timeout: 120_000 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(os.tmpdir(), "python-start-failed.png") });
      throw new Error(`${page.url()}: ${String(error)}`);
    });
  await page.waitForFunction(() => (window as { __pythonStart?: Partial<Marks> }).__pythonStart?.result, null, {
    timeout: 300_000,
    polling: 100,
  });
  const marks = await page.evaluate(() => (window as unknown as { __pythonStart: Marks }).__pythonStart);
  marks.phases = await worker.read();
  if (!marks.verdict.endsWith("Accepted")) throw new Error(`the reference solution was judged "${marks.verdict}"`);
  await settle(page, variant.keepsSnapshot);
  if (clearSnapshot) await page.evaluate((name) => caches.delete(name), SNAPSHOT_CACHE);
  await page.close();
  return marks;
}

/** The candidate reads the result for a while; the app stores what it keeps for the next visit meanwhile. */
async function settle(page: Page, keepsSnapshot: boolean) {
  await page.waitForTimeout(DWELL_MS);
  if (!keepsSnapshot) return;
  await page.waitForFunction(async (name) => (await (await caches.open(name)).keys()).length > 0, SNAPSHOT_CACHE, {
    timeout: 60_000,
    polling: 250,
  });
}

function printResults(today: Round[], now: Round[], todayName: string, load: string) {
  console.log(
    `\nPython's first result on a Python problem (Chromium, built app; median of ${now.length} rounds [min–max]; from the navigation to the Run's verdict; load average ${load}):`,
  );
  const row = (scenario: Scenario, measure: (marks: Marks) => number) => {
    const before = today.map((round) => measure(round[scenario]));
    const after = now.map((round) => measure(round[scenario]));
    return {
      visit: SCENARIO_LABELS[scenario],
      [`${todayName} ms`]: spread(before),
      "now ms": spread(after),
      "now / today": `${(median(after) / median(before)).toFixed(2)}×`,
    };
  };
  console.table(SCENARIOS.map((scenario) => row(scenario, (marks) => marks.result)));
  console.log("The same, from the Run click (what the candidate waits once the editor is there):");
  console.table(SCENARIOS.map((scenario) => row(scenario, (marks) => marks.result - marks.clicked)));
  console.log("The problem page's own load, to the editor shown (same visits):");
  console.table(SCENARIOS.map((scenario) => row(scenario, (marks) => marks.editor)));
  console.log("Where the time went (medians, ms from the navigation; Run clicked when the editor showed):");
  for (const [name, rounds] of [
    [todayName, today],
    ["now", now],
  ] as const) {
    const phases = (scenario: Scenario) => {
      const visits = rounds.map((round) => round[scenario]);
      const clicked = median(visits.map((marks) => marks.clicked));
      return { "Run clicked": Math.round(clicked), ...medianPhases(visits.map((marks) => marks.phases)) };
    };
    console.log(name);
    console.table(Object.fromEntries(SCENARIOS.map((scenario) => [SCENARIO_LABELS[scenario], phases(scenario)])));
  }
}

function spread(values: number[]): string {
  return `${Math.round(median(values))} [${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}]`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
