import {
  createPythonNamespace,
  loadPythonHarness,
  type PyodideLike,
  type PythonHarness,
  type PythonNamespace,
  readPythonHarness,
} from "@/shared/judge/pyodide-judge";
import type { PythonProgress } from "./runner-messages";

/**
 * Pyodide's start with the judge's harness loaded (the worker's own settings: start-python.ts). The first
 * start in a browser runs Python's own start and the harness's imports, then keeps a memory snapshot of
 * that Pyodide (SnapshotStore: the browser's Cache Storage, keyed by Pyodide's folder and the harness);
 * later starts bring the snapshot back instead, seconds of Python's work skipped (docs/performance.md).
 * Any failure of a snapshot (another Pyodide build, a broken entry, no harness in it) drops it and starts
 * as on a first visit.
 */

/** A started Pyodide, as far as this start uses it (the rest is the judge's PyodideLike). */
export type StartedPyodide = PyodideLike & {
  globals: PyodideLike["globals"] & { get(name: string): unknown; set(name: string, value: unknown): void };
  makeMemorySnapshot(): Uint8Array;
};

/** loadPyodide's options this start passes (Pyodide's own names; it awaits a snapshot's bytes itself). */
export type LoadOptions = { _makeSnapshot?: boolean; _loadSnapshot?: Promise<Uint8Array> };

/** Where snapshots are kept; every method may fail, which the start treats as no snapshot. */
export type SnapshotStore = {
  /** The snapshot under this key, its bytes still being read (while Pyodide's scripts load); null when none. */
  find(key: string): Promise<{ bytes: Promise<Uint8Array> } | null>;
  /** Stores the snapshot and drops the others (older Pyodides or harnesses). */
  write(key: string, snapshot: Uint8Array): Promise<void>;
  remove(key: string): Promise<void>;
};

export type StartPythonOptions = {
  /** Starts a Pyodide (loadPyodide with the worker's own settings). */
  load: (options: LoadOptions) => Promise<StartedPyodide>;
  /** Downloads Pyodide's large files while reporting the share done (skipped when they are cached). */
  download: (onFraction: (fraction: number | null) => void) => Promise<void>;
  /** Null where there is no store (e.g. no Cache Storage): every start is a first one. */
  snapshots: SnapshotStore | null;
  /** Names the snapshot: what it was made from (Pyodide's folder, the harness's hash). */
  snapshotKey: string;
  progress: (value: PythonProgress) => void;
  /** Runs a task later, off the first run's way (the snapshot's write); by default after a few seconds. */
  later?: (task: () => void) => void;
};

/** The harness's namespace, kept in __main__ so that a snapshot brings it back. */
export const HARNESS_GLOBAL = "_preppilot_harness";

export async function startWithSnapshot(options: StartPythonOptions): Promise<PythonHarness> {
  const { snapshots, snapshotKey, progress } = options;
  const snapshot = snapshots ? await snapshots.find(snapshotKey).catch(() => null) : null;
  mark("snapshot found");
  if (snapshot) {
    progress({ phase: "starting", fraction: null });
    const restored = await restoreSnapshot(options, snapshot.bytes).catch(() => null);
    if (restored) return ready(options, restored);
    await snapshots?.remove(snapshotKey).catch(() => {});
  }
  // A snapshot that failed is not made again in this session: the next visit tries once more.
  return ready(options, await firstStart(options, snapshots !== null && snapshot === null));
}

function ready({ progress }: StartPythonOptions, harness: PythonHarness): PythonHarness {
  mark("ready");
  progress({ phase: "ready", fraction: 1 });
  return harness;
}

/** Pyodide brought back from a snapshot, its harness checked before any run relies on it. */
async function restoreSnapshot({ load }: StartPythonOptions, snapshot: Promise<Uint8Array>): Promise<PythonHarness> {
  const pyodide = await load({ _loadSnapshot: snapshot });
  mark("pyodide restored");
  const namespace = pyodide.globals.get(HARNESS_GLOBAL) as PythonNamespace | undefined;
  if (!namespace) throw new Error("The snapshot has no harness.");
  const harness = readPythonHarness(pyodide, namespace);
  if (harness.checkSyntax("pass") !== "null") throw new Error("The snapshot's harness does not answer.");
  // Every session its own random numbers, not the snapshot's.
  pyodide.runPython("import random\nrandom.seed()", { globals: createPythonNamespace(pyodide) as never });
  return harness;
}

/** Python's own start and the harness's, then (when asked) the snapshot taken before any code runs. */
async function firstStart(options: StartPythonOptions, makeSnapshot: boolean): Promise<PythonHarness> {
  const { load, download, progress, snapshots, snapshotKey } = options;
  progress({ phase: "downloading", fraction: 0 });
  await download((fraction) => progress({ phase: "downloading", fraction }));
  mark("downloaded");
  progress({ phase: "starting", fraction: null });
  const pyodide = await load(makeSnapshot ? { _makeSnapshot: true } : {});
  mark("pyodide started");
  const namespace = createPythonNamespace(pyodide);
  pyodide.globals.set(HARNESS_GLOBAL, namespace);
  const harness = loadPythonHarness(pyodide, namespace);
  mark("harness loaded");
  if (makeSnapshot && snapshots) {
    const snapshot = takeSnapshot(pyodide);
    mark("snapshot taken");
    if (snapshot) (options.later ?? defaultLater)(() => void snapshots.write(snapshotKey, snapshot).catch(() => {}));
  }
  return harness;
}

function takeSnapshot(pyodide: StartedPyodide): Uint8Array | null {
  try {
    return pyodide.makeMemorySnapshot();
  } catch {
    return null;
  }
}

// Writing 30 MB takes the worker's thread for a moment: not while the run the page may already have
// queued waits for it.
const defaultLater = (task: () => void) => setTimeout(task, 2000);

/** A User Timing mark of the start's steps ("python-start: …"), for DevTools and `npm run bench -- python-start`. */
export function mark(step: string) {
  globalThis.performance?.mark?.(`python-start: ${step}`);
}
