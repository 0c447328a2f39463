// Part of `npm run bench`: Lighthouse's performance category (mobile) on the public
// pages, beside the same pages with no script at all, which is as fast as those pages can paint: the
// final DOM of each page, rendered in Chromium, saved without its <script>s and modulepreloads and
// served on another localhost port beside the app's own CSS, fonts and images. The goal is a score of
// at least 98 and an LCP within 1.2× of the no-script copy's. Figures are printed, never asserted.
//
// `BENCH_LIGHTHOUSE=0` skips the step; `npm run bench -- lighthouse` runs it alone (bench/run.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/fixtures/chromium";
import { serveNoScriptCopies } from "./no-script-copies";

const PAGES = ["/", "/features", "/login"];
/** Runs per page and column; the table shows each figure's median. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/**
 * Lighthouse's default mobile preset throttles by simulation (Lantern replays the page's observed
 * requests and main-thread work on a slow 4G phone), which is what PageSpeed Insights reports.
 * `devtools` throttles the real load instead, as a run in Chrome DevTools does.
 */
const THROTTLING = parseThrottling(process.env.BENCH_LIGHTHOUSE_THROTTLING);
/**
 * A folder to keep each page's no-script copy in (to look at, or diff against a prerendered page) and
 * every run's Lighthouse report as JSON (open it in the Lighthouse viewer to see where the time goes).
 */
const KEEP_DIR = process.env.BENCH_LIGHTHOUSE_KEEP;
const ATTEMPTS = 3;
const GOAL_SCORE = 98;
const GOAL_LCP_RATIO = 1.2;

/**
 * The flags of every Chromium we start, with a resolver rule that makes any host name other than
 * localhost fail, so nothing leaves the machine even where a flag misses a call home.
 */
const CHROMIUM_FLAGS = [
  ...CHROMIUM_ARGS,
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

/** Lighthouse's mobile emulation (a Moto G Power), so the copy is rendered as Lighthouse will see it. */
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const MOBILE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36";

/** One run's figures, and Lighthouse's CPU benchmark of the machine at the time (higher is faster). */
export type LighthouseFigures = { score: number; lcpMs: number; tbtMs: number; cls: number; benchmarkIndex: number };

export async function benchLighthouse({ appUrl }: { appUrl: string }) {
  const started = performance.now();
  const copies = await saveNoScriptCopies(appUrl, PAGES);
  const copyServer = await serveNoScriptCopies(appUrl, copies);
  const rows: Record<string, string | number>[] = [];
  const verdicts: string[] = [];
  const cpu = { app: [] as number[], copy: [] as number[] };
  try {
    for (const page of PAGES) {
      const app: LighthouseFigures[] = [];
      const copy: LighthouseFigures[] = [];
      // Alternate the two columns so a busy moment on the shared machine falls on both alike.
      for (let run = 0; run < RUNS; run++) {
        app.push(await auditWithRetry(`${appUrl}${page}`, `${fileName(page)}-app-${run + 1}`));
        copy.push(await auditWithRetry(`${copyServer.url}${page}`, `${fileName(page)}-no-script-${run + 1}`));
      }
      const ours = summarize(app);
      const limit = summarize(copy);
      cpu.app.push(...app.map((run) => run.benchmarkIndex));
      cpu.copy.push(...copy.map((run) => run.benchmarkIndex));
      const ratio = ours.lcpMs / limit.lcpMs;
      rows.push({
        page,
        score: ours.score,
        "LCP ms": Math.round(ours.lcpMs),
        "TBT ms": Math.round(ours.tbtMs),
        CLS: Number(ours.cls.toFixed(3)),
        "no-script score": limit.score,
        "no-script LCP": Math.round(limit.lcpMs),
        "LCP ratio": `${ratio.toFixed(2)}×`,
      });
      const scoreOk = ours.score >= GOAL_SCORE;
      const lcpOk = ratio <= GOAL_LCP_RATIO;
      verdicts.push(
        `${page}: score ${ours.score} ${scoreOk ? "≥" : "<"} ${GOAL_SCORE}, LCP ${ratio.toFixed(2)}× ${lcpOk ? "≤" : ">"} ${GOAL_LCP_RATIO}× the no-script page's — ${scoreOk && lcpOk ? "goal holds" : "goal not met"}`,
      );
    }
  } finally {
    await new Promise((resolve) => copyServer.server.close(resolve));
  }
  console.log(
    `\nLighthouse ${lighthouseVersion()} (performance, mobile preset, ${THROTTLING} throttling), median of ${RUNS} run(s) each, Chromium at ${CHROMIUM_PATH}; no-script = the page's final DOM without scripts\n`,
  );
  console.table(rows);
  for (const verdict of verdicts) console.log(verdict);
  // Simulated throttling multiplies the main-thread work it observed by 4, so a CPU shared with other
  // work inflates TBT (and the score) of both columns: this says how busy the machine was.
  console.log(
    `Lighthouse's CPU benchmark index (higher is faster; it drops while other work shares the CPU), median: app ${Math.round(median(cpu.app))}, no-script ${Math.round(median(cpu.copy))}`,
  );
  console.log(`Lighthouse step: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Lighthouse now and then loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP): such a
 * run says nothing about the page, so it is run again, a few times at most.
 */
async function auditWithRetry(url: string, name: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, name);
    } catch (error) {
      // A server that has gone away shows in Lighthouse as Chrome's error page (an "interstitial"):
      // say so plainly instead of running again.
      const answers = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (!answers) throw new Error(`${url} does not answer any more (has its server stopped?)`, { cause: error });
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}; running it again`);
    }
  }
}

/** One Lighthouse run in a Chromium of its own, with a fresh profile. */
async function audit(url: string, name: string): Promise<LighthouseFigures> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-lighthouse-"));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    userDataDir,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance"],
      formFactor: "mobile",
      throttlingMethod: THROTTLING,
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.message ?? "no result"}`);
    if (KEEP_DIR && typeof result.report === "string") keep(`${name}.json`, result.report);
    const score = lhr.categories.performance?.score;
    const numeric = (id: string) => lhr.audits[id]?.numericValue;
    const figures = {
      score: score == null ? Number.NaN : Math.round(score * 100),
      lcpMs: numeric("largest-contentful-paint") ?? Number.NaN,
      tbtMs: numeric("total-blocking-time") ?? Number.NaN,
      cls: numeric("cumulative-layout-shift") ?? Number.NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
    const offHost = requestedUrls(lhr.audits["network-requests"]?.details).filter(
      (requested) =>
        !requested.startsWith("data:") && !["127.0.0.1", "localhost"].includes(new URL(requested).hostname),
    );
    if (offHost.length > 0) console.warn(`Lighthouse on ${url} saw requests off this machine: ${offHost.join(", ")}`);
    return figures;
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Each figure's median over the runs (the score, LCP, TBT and CLS separately). */
export function summarize(runs: LighthouseFigures[]): LighthouseFigures {
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Each page as the app renders it on a phone, once its requests have settled, serialized without any
 * script: <script> elements, modulepreloads and script preloads. Stylesheets (including those Vite adds
 * for lazy routes), fonts and images stay, pointing at the app's own files.
 */
async function saveNoScriptCopies(appUrl: string, pages: string[]): Promise<Map<string, string>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: MOBILE.width, height: MOBILE.height },
      deviceScaleFactor: MOBILE.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: MOBILE_USER_AGENT,
    });
    const copies = new Map<string, string>();
    for (const page of pages) {
      const tab = await context.newPage();
      await tab.goto(`${appUrl}${page}`, { waitUntil: "networkidle" });
      await tab.evaluate(() => document.fonts.ready);
      const html = await tab.evaluate(() => {
        for (const element of document.querySelectorAll(
          'script, link[rel~="modulepreload"], link[rel~="preload"][as="script"]',
        )) {
          element.remove();
        }
        return `<!doctype html>\n${document.documentElement.outerHTML}`;
      });
      copies.set(page, html);
      keep(`${fileName(page)}.html`, html);
      await tab.close();
    }
    return copies;
  } finally {
    await browser.close();
  }
}

/** A page's path as a file name: "/" is index, "/features" features. */
function fileName(page: string): string {
  return page === "/" ? "index" : page.slice(1).replaceAll("/", "-");
}

function keep(name: string, content: string) {
  if (!KEEP_DIR) return;
  fs.mkdirSync(KEEP_DIR, { recursive: true });
  fs.writeFileSync(path.join(KEEP_DIR, name), content);
}

function requestedUrls(details: unknown): string[] {
  const items = (details as { items?: { url?: unknown }[] } | undefined)?.items ?? [];
  return items.map((item) => item.url).filter((url): url is string => typeof url === "string");
}

function parseThrottling(value: string | undefined): "simulate" | "devtools" {
  if (value === undefined || value === "simulate") return "simulate";
  if (value === "devtools") return "devtools";
  throw new Error(`BENCH_LIGHTHOUSE_THROTTLING must be simulate or devtools, not ${value}`);
}

function lighthouseVersion(): string {
  const manifest = path.join(PROJECT_ROOT, "node_modules/lighthouse/package.json");
  return fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version : "";
}
