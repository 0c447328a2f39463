import path from "node:path";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { PROJECT_ROOT } from "./project-root";

/**
 * Starts a worker thread whose entry is a TypeScript module of the sources (run through tsx, Vitest or
 * `node --import tsx`). On Node 20 neither inheriting `--import tsx` nor passing it in execArgv gives a
 * worker's entry tsx's hooks, so a two-line bootstrap registers tsx and then imports the entry (as the
 * problem-proof worker does when there is no bundle).
 */
export function startTypeScriptWorker(entry: URL, options: Omit<WorkerOptions, "eval"> = {}): Worker {
  const tsxApi = import.meta.resolve("tsx/esm/api");
  const tsconfig = path.join(PROJECT_ROOT, "tsconfig.json");
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register({ tsconfig: ${JSON.stringify(tsconfig)} }); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
