import type { loadPyodide } from "pyodide";
import { PYTHON_HARNESS } from "@/shared/judge/python-harness";
import { prefetchWithProgress } from "./prefetch-with-progress";
import type { PythonProgress } from "./runner-messages";
import { type LoadOptions, mark, type StartedPyodide, startWithSnapshot } from "./snapshot-start";
import { cacheStorageSnapshots } from "./snapshot-store";

/**
 * Pyodide's start in the Python worker (python.worker.ts): from our own origin, under /pyodide/<hash>/
 * (a folder named by a hash of its files, kept by the browser for a year: scripts/pyodide-assets.mjs),
 * with the standard library compiled ahead, and a memory snapshot of Pyodide with the harness loaded
 * kept in Cache Storage for the next visits (snapshot-start.ts).
 */
const PYODIDE_URL = `${import.meta.env.BASE_URL}${import.meta.env.VITE_PYODIDE_FOLDER ?? "pyodide/"}`;
// What dominates the download; fetched first (into the HTTP cache loadPyodide then reads) to show bytes.
const LARGE_FILES = ["pyodide.asm.wasm", "python_stdlib.zip"].map((name) => `${PYODIDE_URL}${name}`);
/** Bump when what a snapshot holds changes in a way its key does not already name. */
const SNAPSHOT_FORMAT = 1;

export async function startPython(progress: (value: PythonProgress) => void) {
  // Pyodide's scripts (1.3 MB) load while the snapshot is looked up and read; loadPyodide imports the
  // runtime's script by the same URL, so it finds it loaded.
  const pyodideModule = import(/* @vite-ignore */ `${PYODIDE_URL}pyodide.mjs`) as Promise<PyodideModule>;
  import(/* @vite-ignore */ `${PYODIDE_URL}pyodide.asm.mjs`).catch(() => {});
  // Cache Storage and hashing exist only on HTTPS and localhost: elsewhere every start is a first one.
  const key = await snapshotKey().catch(() => null);
  return startWithSnapshot({
    load: (options) => loadFromOrigin(pyodideModule, options),
    download: downloadUnlessCached,
    snapshots: key === null ? null : cacheStorageSnapshots(),
    snapshotKey: key ?? "",
    progress,
  });
}

type PyodideModule = { loadPyodide: typeof loadPyodide };

async function loadFromOrigin(pyodideModule: Promise<PyodideModule>, options: LoadOptions): Promise<StartedPyodide> {
  const { loadPyodide } = await pyodideModule;
  mark("pyodide.mjs imported");
  // print() during a test is captured by the harness; anything else the code writes is dropped.
  const pyodide = await loadPyodide({
    indexURL: PYODIDE_URL,
    stdout: () => {},
    stderr: () => {},
    ...options,
  });
  return pyodide as unknown as StartedPyodide;
}

/**
 * The large files with their progress shown, unless the HTTP cache has them already (a later visit:
 * the folder is kept for a year), when reading them twice would only cost time.
 */
async function downloadUnlessCached(onFraction: (fraction: number | null) => void) {
  const cached = await Promise.all(LARGE_FILES.map(isCached));
  if (cached.every(Boolean)) return;
  await prefetchWithProgress(LARGE_FILES, onFraction);
}

async function isCached(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: "only-if-cached", mode: "same-origin" });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The snapshot's name, a URL (Cache Storage's keys are): Pyodide's folder (its files' hash), the
 * harness's hash and the format. A snapshot of anything else is never read, and is dropped by the next write.
 */
export async function snapshotKey(
  harness = PYTHON_HARNESS,
  pyodideUrl = PYODIDE_URL,
  base = self.location.href,
): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(harness));
  const hash = [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return new URL(`${pyodideUrl}snapshot-${hash}-${SNAPSHOT_FORMAT}`, base).href;
}
