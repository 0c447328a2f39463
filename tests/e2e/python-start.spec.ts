import type { Page, Worker } from "@playwright/test";
import { signUpAndSignIn } from "../fixtures/auth";
import { expect as baseExpect, test } from "./fixtures";
import { getSlug, readReferenceSolution } from "./solve-helpers";

// Python's start (src/client/features/practice/lib/judge/start-python.ts): Pyodide is fetched only by a
// problem page whose editor is on Python, from a folder the browser keeps for a year, and a later visit
// brings Python back from the memory snapshot the first one kept.
test.describe.configure({ timeout: 360_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const PYTHON_TIMEOUT = 180_000;

/** Every URL the page requests under /pyodide/, and the workers it starts. */
function watchPyodide(page: Page) {
  const requested: string[] = [];
  const workers: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pyodide/")) requested.push(request.url());
  });
  page.on("worker", (worker) => workers.push(worker.url()));
  return { requested, workers };
}

/** Lets the page finish its deferred work and go idle (when a Python page would start Python). */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  await page.waitForTimeout(1000);
  await page.waitForLoadState("networkidle");
}

test("the home page, the dashboard, the problem list and a JavaScript problem load nothing of Python", async ({
  page,
}) => {
  const watched = watchPyodide(page);
  await page.goto("/");
  await page.mouse.wheel(0, 20_000);
  await settle(page);

  await signUpAndSignIn(page);
  for (const path of ["/", "/dashboard", "/dashboard/problems"]) {
    await page.goto(path);
    await settle(page);
  }
  const generated = await page.request.post("/api/practice/problems", { data: { difficulty: "easy" } });
  const { problem } = (await generated.json()) as { problem: { id: string } };
  await page.goto(`/dashboard/problems/${problem.id}`);
  await expect(page.getByRole("textbox", { name: "Code editor" })).toBeVisible();
  await expect(page.getByLabel("Language")).toHaveValue("javascript");
  await settle(page);

  expect(watched.requested).toEqual([]);
  expect(watched.workers.filter((url) => /python/.test(url))).toEqual([]);
});

/** The Python worker's start marks ("python-start: …"), once it has started. */
async function startMarks(worker: Worker): Promise<string[]> {
  return worker.evaluate(() =>
    performance
      .getEntriesByType("mark")
      .map((mark) => mark.name)
      .filter((name) => name.startsWith("python-start: ")),
  );
}

function pythonWorker(page: Page): Promise<Worker> {
  return page.waitForEvent("worker", { predicate: (worker) => /python/.test(worker.url()), timeout: 60_000 });
}

test("a problem page on Python starts it by itself; after a reload Python comes back from the snapshot and a Run is judged", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const generated = await page.request.post("/api/practice/problems", { data: { difficulty: "easy" } });
  const { problem } = (await generated.json()) as { problem: { id: string } };
  const solution = readReferenceSolution(await getSlug(page, problem.id), "py");
  // A Python draft: the page opens on Python.
  await page.request.put(`/api/practice/problems/${problem.id}/drafts/python`, { data: { code: solution } });

  const wasmCaching: (string | null)[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith("/pyodide.asm.wasm")) wasmCaching.push(await response.headerValue("cache-control"));
  });
  // No click: the page starts Python once it is idle.
  const firstWorker = pythonWorker(page);
  await page.goto(`/dashboard/problems/${problem.id}`);
  await expect(page.getByLabel("Language")).toHaveValue("python");
  const first = await firstWorker;
  await expect.poll(() => startMarks(first), { timeout: PYTHON_TIMEOUT }).toContain("python-start: ready");
  expect(await startMarks(first)).toContain("python-start: harness loaded");
  // Its folder is named by a hash of its files: kept for a year, never asked for again.
  expect(wasmCaching.length).toBeGreaterThan(0);
  expect(new Set(wasmCaching)).toEqual(new Set(["public, max-age=31536000, immutable"]));
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(resultHeading(page)).toHaveText("Run: Accepted", { timeout: PYTHON_TIMEOUT });
  // The snapshot is written a moment after Python is ready.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("preppilot-python-snapshots")).keys()).length), {
      timeout: 60_000,
    })
    .toBe(1);

  const secondWorker = pythonWorker(page);
  await page.reload();
  const second = await secondWorker;
  await page.getByRole("button", { name: /^Run/ }).click();
  await expect(resultHeading(page)).toHaveText("Run: Accepted", { timeout: PYTHON_TIMEOUT });
  const marks = await startMarks(second);
  expect(marks).toContain("python-start: pyodide restored");
  expect(marks).not.toContain("python-start: harness loaded");
});

function resultHeading(page: Page) {
  return page.getByRole("heading", { level: 3, name: /^(Run|Submission): / });
}
