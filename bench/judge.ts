// The judge as a user meets it, measured in Chromium on the built app: a warm JavaScript submission
// (every test of a library problem), Python's cold start to its first result and a warm Python run,
// and the JavaScript only the problem page downloads (the editor and the runners). Printed, never asserted.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { type Browser, chromium, type Page } from "@playwright/test";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/fixtures/chromium";

const WARM_RUNS = 5;
const BUILD_DIR = path.join(PROJECT_ROOT, process.env.BUILD_DIR ?? "dist", "client");

type Problem = { id: string; slug: string; testCount: number };

export async function benchJudge({ appUrl }: { appUrl: string }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const javascript = await measureJavaScript(browser, appUrl);
    const python = await measurePython(browser, appUrl);
    const sizes = await measureProblemPageJavaScript(browser, appUrl);
    console.log("\nJudge in Chromium (median of %d warm runs; cold = a fresh browser context):", WARM_RUNS);
    console.table([
      {
        measure: `JavaScript Submit, ${javascript.problem.testCount} tests, warm worker`,
        ms: javascript.warm,
      },
      { measure: "JavaScript Submit, first in the page (QuickJS loads)", ms: javascript.cold },
      { measure: "Python Run, cold start to first result", ms: python.cold },
      { measure: "Python Run, warm", ms: python.warm },
    ]);
    console.log(
      `Problem page's own JavaScript (not loaded by the dashboard): ${sizes.files} files, ${kib(sizes.gzipped)} KiB gzipped; editor chunk ${kib(sizes.editorGzipped)} KiB gzipped; QuickJS wasm ${kib(sizes.quickjsWasmGzipped)} KiB gzipped`,
    );
  } finally {
    await browser.close();
  }
}

async function measureJavaScript(browser: Browser, appUrl: string) {
  const { page, problem } = await openLibraryProblem(browser, appUrl);
  await setCode(page, "javascript", readSolution(problem.slug, "js"));
  const times: number[] = [];
  for (let run = 0; run <= WARM_RUNS; run++) times.push(await timeAction(page, "Submit"));
  await page.context().close();
  const [cold = 0, ...warm] = times;
  return { problem, cold, warm: median(warm) };
}

async function measurePython(browser: Browser, appUrl: string) {
  const { page, problem } = await openLibraryProblem(browser, appUrl);
  const started = performance.now();
  await setCode(page, "python", readSolution(problem.slug, "py"));
  const cold = Math.round(performance.now() - started + (await timeAction(page, "Run")));
  const warm: number[] = [];
  for (let run = 0; run < WARM_RUNS; run++) warm.push(await timeAction(page, "Run"));
  await page.context().close();
  return { cold, warm: median(warm) };
}

/** Signs a new user up in a fresh context, generates an easy library problem and opens its page. */
async function openLibraryProblem(browser: Browser, appUrl: string): Promise<{ page: Page; problem: Problem }> {
  const context = await browser.newContext({ baseURL: appUrl, viewport: { width: 1280, height: 800 } });
  // tsx compiles this file with esbuild's keepNames, which wraps the functions handed to page.evaluate
  // in a `__name` helper that exists only in Node: give the page a do-nothing one.
  await context.addInitScript({ content: "window.__name = (fn) => fn;" });
  const page = await context.newPage();
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: appUrl },
    data: { name: "Bench User", email, password: "Benchmark-Judge1" },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
  const generated = await page.request.post("/api/practice/problems", { data: { difficulty: "easy" } });
  const { problem } = (await generated.json()) as { problem: { id: string; slug: string } };
  const judged = await page.request.get(`/api/practice/problems/${problem.id}/judge`);
  const { judge } = (await judged.json()) as { judge: { tests: unknown[] } };
  await page.goto(`/dashboard/problems/${problem.id}`);
  await page.getByRole("textbox", { name: "Code editor" }).waitFor();
  return { page, problem: { id: problem.id, slug: problem.slug, testCount: judge.tests.length } };
}

async function setCode(page: Page, language: "javascript" | "python", code: string) {
  await page.getByLabel("Language").selectOption(language);
  const editor = page.getByRole("textbox", { name: "Code editor" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(code);
}

/**
 * Milliseconds from the click to the run's verdict heading, timed inside the page: a click is a
 * discrete event, so React has cleared the previous result when click() returns.
 */
async function timeAction(page: Page, button: "Run" | "Submit"): Promise<number> {
  const { ms, heading } = await page.evaluate(async (label) => {
    const findHeading = () =>
      [...document.querySelectorAll("h3")].find((h) => /^(Run|Submission): /.test(h.textContent ?? ""));
    const target = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim().startsWith(label));
    if (!target) throw new Error(`no ${label} button`);
    const started = performance.now();
    target.click();
    const heading = await new Promise<string>((resolve) => {
      const check = () => {
        const found = findHeading();
        if (!found) return false;
        observer.disconnect();
        resolve(found.textContent ?? "");
        return true;
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      check();
    });
    return { ms: performance.now() - started, heading };
  }, button);
  if (!heading.endsWith("Accepted")) throw new Error(`the bench's reference solution was judged "${heading}"`);
  return Math.round(ms);
}

/** Scripts (and QuickJS's wasm) the problem page fetches that the dashboard does not. */
async function measureProblemPageJavaScript(browser: Browser, appUrl: string) {
  const { page, problem } = await openLibraryProblem(browser, appUrl);
  const fetched = new Set<string>();
  page.on("response", (response) => fetched.add(new URL(response.url()).pathname));
  await page.goto("/dashboard");
  await page.waitForLoadState("networkidle");
  const dashboard = new Set(fetched);
  fetched.clear();
  await page.goto(`/dashboard/problems/${problem.id}`);
  await setCode(page, "javascript", readSolution(problem.slug, "js"));
  await timeAction(page, "Run");
  await page.context().close();
  const own = [...fetched].filter((file) => file.startsWith("/assets/") && !dashboard.has(file));
  const gzippedSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(BUILD_DIR, file)), { level: 9 }).length;
  const scripts = own.filter((file) => file.endsWith(".js"));
  return {
    files: scripts.length,
    gzipped: scripts.reduce((sum, file) => sum + gzippedSize(file), 0),
    editorGzipped: scripts.filter((file) => /code-editor/.test(file)).reduce((sum, f) => sum + gzippedSize(f), 0),
    quickjsWasmGzipped: own.filter((file) => file.endsWith(".wasm")).reduce((sum, f) => sum + gzippedSize(f), 0),
  };
}

function readSolution(slug: string, extension: "js" | "py"): string {
  return fs.readFileSync(path.join(PROJECT_ROOT, "content/problems", slug, `solution.${extension}`), "utf8");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
