import { expect, test, vi } from "vitest";
import { PYTHON_HARNESS } from "@/shared/judge/python-harness";
import type { PythonProgress } from "./runner-messages";
import {
  HARNESS_GLOBAL,
  type LoadOptions,
  type SnapshotStore,
  type StartedPyodide,
  startWithSnapshot,
} from "./snapshot-start";

// The start's choices with a stand-in Pyodide: a snapshot is made on a first start and used on the next,
// and any failure of one falls back to a normal start. Real Pyodide: tests/integration/python-start.test.ts.

/** A Python dict as a proxy. */
class FakeDict {
  values = new Map<string, unknown>();
  get(name: string) {
    return this.values.get(name);
  }
  set(name: string, value: unknown) {
    this.values.set(name, value);
  }
}

const harnessFunctions = (answer = "null") => ({
  check_syntax: () => answer,
  load_checked: () => "{}",
  run_checked: () => "{}",
  drop: () => {},
});

/** A stand-in Pyodide: the harness's source fills its namespace; a snapshot holds that namespace. */
function fakePyodide(restored?: FakeDict) {
  const globals = new FakeDict();
  globals.set("dict", () => new FakeDict());
  if (restored) globals.set(HARNESS_GLOBAL, restored);
  const ran: string[] = [];
  const pyodide = {
    globals,
    ran,
    runPython(code: string, { globals: namespace }: { globals: never }) {
      ran.push(code === PYTHON_HARNESS ? "harness" : code);
      if (code === PYTHON_HARNESS)
        for (const [name, fn] of Object.entries(harnessFunctions())) (namespace as FakeDict).set(name, fn);
    },
    makeMemorySnapshot: () => new TextEncoder().encode("snapshot"),
  };
  return pyodide as typeof pyodide & StartedPyodide;
}

function memoryStore(entries: Record<string, Uint8Array> = {}) {
  const store = {
    entries: new Map(Object.entries(entries)),
    find: vi.fn(async (key: string) => {
      const snapshot = store.entries.get(key);
      return snapshot ? { bytes: Promise.resolve(snapshot) } : null;
    }),
    write: vi.fn(async (key: string, snapshot: Uint8Array) => {
      store.entries.clear();
      store.entries.set(key, snapshot);
    }),
    remove: vi.fn(async (key: string) => {
      store.entries.delete(key);
    }),
  };
  return store satisfies SnapshotStore;
}

function start(snapshots: SnapshotStore | null, load: (options: LoadOptions) => Promise<StartedPyodide>) {
  const phases: PythonProgress["phase"][] = [];
  const download = vi.fn(async (onFraction: (fraction: number) => void) => onFraction(1));
  const later: (() => void)[] = [];
  const harness = startWithSnapshot({
    load,
    download,
    snapshots,
    snapshotKey: "https://app.test/pyodide/0123/snapshot-abc-1",
    progress: ({ phase }) => {
      if (phases.at(-1) !== phase) phases.push(phase);
    },
    later: (task) => later.push(task),
  });
  const runLater = () => {
    for (const task of later.splice(0)) task();
  };
  return { harness, phases, download, runLater };
}

test("a first start loads a Pyodide able to snapshot, runs the harness, and stores its snapshot once Python is ready", async () => {
  const pyodide = fakePyodide();
  const load = vi.fn(async () => pyodide);
  const snapshots = memoryStore();
  const { harness, phases, download, runLater } = start(snapshots, load);

  expect((await harness).checkSyntax("pass")).toBe("null");
  expect(load).toHaveBeenCalledWith({ _makeSnapshot: true });
  expect(download).toHaveBeenCalledOnce();
  expect(pyodide.ran).toEqual(["harness"]);
  expect(phases).toEqual(["downloading", "starting", "ready"]);
  // Written after the first run's way is clear, not before Python is ready.
  expect(snapshots.write).not.toHaveBeenCalled();
  runLater();
  expect(snapshots.write).toHaveBeenCalledWith("https://app.test/pyodide/0123/snapshot-abc-1", expect.any(Uint8Array));
  // The namespace is kept in __main__, where a snapshot brings it back.
  expect(pyodide.globals.get(HARNESS_GLOBAL)).toBeInstanceOf(FakeDict);
});

test("a later start brings the snapshot back: no download, no harness run, and fresh random numbers", async () => {
  const snapshot = new TextEncoder().encode("snapshot");
  const snapshots = memoryStore({ "https://app.test/pyodide/0123/snapshot-abc-1": snapshot });
  const namespace = new FakeDict();
  for (const [name, fn] of Object.entries(harnessFunctions())) namespace.set(name, fn);
  const pyodide = fakePyodide(namespace);
  const load = vi.fn(async (_options: LoadOptions) => pyodide);
  const { harness, phases, download, runLater } = start(snapshots, load);

  expect((await harness).checkSyntax("pass")).toBe("null");
  expect(load).toHaveBeenCalledExactlyOnceWith({ _loadSnapshot: expect.any(Promise) });
  await expect(load.mock.calls[0]?.[0]._loadSnapshot).resolves.toBe(snapshot);
  expect(download).not.toHaveBeenCalled();
  expect(pyodide.ran).toEqual(["import random\nrandom.seed()"]);
  expect(phases).toEqual(["starting", "ready"]);
  runLater();
  expect(snapshots.write).not.toHaveBeenCalled();
});

test("a snapshot Pyodide refuses (another build: a version mismatch) is dropped and Python starts afresh, without a new snapshot this session", async () => {
  const snapshots = memoryStore({ "https://app.test/pyodide/0123/snapshot-abc-1": new Uint8Array(8) });
  const fresh = fakePyodide();
  const load = vi.fn(async (options: LoadOptions) => {
    if (options._loadSnapshot) throw new Error("Snapshot build id mismatch");
    return fresh;
  });
  const { harness, phases, runLater } = start(snapshots, load);

  expect((await harness).checkSyntax("pass")).toBe("null");
  expect(load.mock.calls.map(([options]) => options)).toEqual([{ _loadSnapshot: expect.any(Promise) }, {}]);
  expect(snapshots.remove).toHaveBeenCalledWith("https://app.test/pyodide/0123/snapshot-abc-1");
  expect(snapshots.entries.size).toBe(0);
  expect(phases).toEqual(["starting", "downloading", "starting", "ready"]);
  runLater();
  expect(snapshots.write).not.toHaveBeenCalled();
});

test("a snapshot without the harness, or whose harness does not answer, is dropped the same way", async () => {
  const broken = new FakeDict();
  for (const [name, fn] of Object.entries(harnessFunctions("Traceback"))) broken.set(name, fn);
  for (const restored of [undefined, broken]) {
    const snapshots = memoryStore({ "https://app.test/pyodide/0123/snapshot-abc-1": new Uint8Array(8) });
    const load = vi.fn(async (options: LoadOptions) => (options._loadSnapshot ? fakePyodide(restored) : fakePyodide()));
    const { harness } = start(snapshots, load);

    expect((await harness).checkSyntax("pass")).toBe("null");
    expect(load).toHaveBeenLastCalledWith({});
    expect(snapshots.remove).toHaveBeenCalledOnce();
  }
});

test("a store that cannot be read is no snapshot, and without a store none is made", async () => {
  const failing = memoryStore();
  failing.find.mockRejectedValue(new Error("QuotaExceededError"));
  failing.write.mockRejectedValue(new Error("QuotaExceededError"));
  const first = start(failing, async () => fakePyodide());
  await expect(first.harness).resolves.toBeDefined();
  // A snapshot that cannot be written costs nothing but the attempt.
  first.runLater();
  await Promise.resolve();

  const load = vi.fn(async () => fakePyodide());
  await start(null, load).harness;
  expect(load).toHaveBeenCalledExactlyOnceWith({});
});

test("a Pyodide that cannot take a snapshot still starts", async () => {
  const pyodide = fakePyodide();
  pyodide.makeMemorySnapshot = () => {
    throw new Error("Can't serialize object at index 7");
  };
  const snapshots = memoryStore();
  const { harness, runLater } = start(snapshots, async () => pyodide);
  expect((await harness).checkSyntax("pass")).toBe("null");
  runLater();
  expect(snapshots.write).not.toHaveBeenCalled();
});
