import type { loadPyodide } from "pyodide";
import { loadPythonHarness, type PythonHarness } from "@/shared/judge/pyodide-judge";
import { prefetchWithProgress } from "./prefetch-with-progress";
import type { PythonProgress } from "./runner-messages";

/**
 * Pyodide's start in the Python worker (python.worker.ts): from our own origin, under /pyodide/<hash>/
 * (a folder named by a hash of its files, kept by the browser for a year: scripts/pyodide-assets.mjs),
 * with the judge's harness loaded, reporting its progress.
 */
const PYODIDE_URL = `${import.meta.env.BASE_URL}${import.meta.env.VITE_PYODIDE_FOLDER ?? "pyodide/"}`;
// What dominates the download; fetched first (into the HTTP cache loadPyodide then reads) to show bytes.
const LARGE_FILES = ["pyodide.asm.wasm", "python_stdlib.zip"];

export async function startPython(progress: (value: PythonProgress) => void): Promise<PythonHarness> {
  progress({ phase: "downloading", fraction: 0 });
  await prefetchWithProgress(
    LARGE_FILES.map((name) => `${PYODIDE_URL}${name}`),
    (fraction) => progress({ phase: "downloading", fraction }),
  );
  progress({ phase: "starting", fraction: null });
  const pyodideModule = (await import(/* @vite-ignore */ `${PYODIDE_URL}pyodide.mjs`)) as {
    loadPyodide: typeof loadPyodide;
  };
  // print() during a test is captured by the harness; anything else the code writes is dropped.
  const pyodide = await pyodideModule.loadPyodide({ indexURL: PYODIDE_URL, stdout: () => {}, stderr: () => {} });
  const harness = loadPythonHarness(pyodide);
  progress({ phase: "ready", fraction: 1 });
  return harness;
}
