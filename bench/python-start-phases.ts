// Where a visit's time goes in the Python worker (bench/python-start.ts): when the page created the
// worker, when its large files were in, and the start's own User Timing marks ("python-start: …",
// src/client/features/practice/lib/judge/snapshot-start.ts), all in the page's clock (from its navigation).
import type { Page, Worker } from "@playwright/test";

export type Phases = Record<string, number>;

/** Follows the page's Python worker; `read` gives its phases once the visit's result is in. */
export function followPythonWorker(page: Page): { read: () => Promise<Phases> } {
  let python: Worker | undefined;
  page.on("worker", (worker) => {
    if (/python[.-]worker/.test(worker.url())) python = worker;
  });
  return {
    async read() {
      if (!python) return {};
      const pageOrigin = await page.evaluate(() => performance.timeOrigin);
      const worker = await python.evaluate(() => ({
        origin: performance.timeOrigin,
        marks: performance.getEntriesByType("mark").map(({ name, startTime }) => ({ name, startTime })),
        files: performance
          .getEntriesByType("resource")
          .map((entry) => ({ name: entry.name, end: (entry as PerformanceResourceTiming).responseEnd })),
      }));
      const offset = worker.origin - pageOrigin;
      const phases: Phases = { "worker created": offset };
      const files = worker.files.filter(({ name }) => /pyodide\.asm\.wasm|python_stdlib\.zip/.test(name));
      if (files.length) phases["large files in (first read)"] = offset + Math.max(...files.map(({ end }) => end));
      for (const { name, startTime } of worker.marks) {
        if (name.startsWith("python-start: ")) phases[name.slice("python-start: ".length)] = offset + startTime;
      }
      return phases;
    },
  };
}

/** Each phase's median over the visits that had it, in the order of the first visit's phases. */
export function medianPhases(visits: Phases[]): Record<string, number> {
  const names = [...new Set(visits.flatMap((phases) => Object.keys(phases)))];
  const result: Record<string, number> = {};
  for (const name of names) {
    const values = visits.flatMap((phases) => (name in phases ? [phases[name] as number] : [])).sort((a, b) => a - b);
    result[name] = Math.round(values[Math.floor(values.length / 2)] ?? 0);
  }
  return result;
}
