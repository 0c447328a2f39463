import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadPyodide } from "pyodide";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import type { LoadOptions, SnapshotStore, StartedPyodide } from "@/client/features/practice/lib/judge/snapshot-start";
import { startWithSnapshot } from "@/client/features/practice/lib/judge/snapshot-start";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import { judgePython, type PythonHarness } from "@/shared/judge/pyodide-judge";
import { compiledStdlib } from "../../scripts/pyodide-assets.mjs";
import { twoSum } from "../fixtures/starter-signatures";

// The browser's Python start with the real Pyodide (in Node): the standard library the build compiles
// ahead, and a memory snapshot of Pyodide with the harness, taken on a first start and brought back on
// the next. The start's choices alone: src/client/features/practice/lib/judge/snapshot-start.test.ts.

const PYODIDE_DIR = path.join(PROJECT_ROOT, "node_modules/pyodide");
// Compiling the library starts Pyodide once (seconds, more on a busy machine); the build's cache keeps it.
const CACHE_DIR = path.join(PROJECT_ROOT, "node_modules/.cache/preppilot-pyodide-stdlib");
let stdlibPath = "";

beforeAll(async () => {
  const compiled = await compiledStdlib(PYODIDE_DIR, CACHE_DIR);
  stdlibPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-stdlib-")), "python_stdlib.zip");
  fs.writeFileSync(stdlibPath, compiled);
}, 600_000);
afterAll(() => fs.rmSync(path.dirname(stdlibPath), { recursive: true, force: true }));

const SOLUTION = `
class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = defaultdict(int)
        for i, n in enumerate(nums):
            if target - n in seen:
                return [seen[target - n], i]
            seen[n] = i
`;
const TESTS = [
  { input: [[2, 7, 11, 15], 9], expected: [0, 1] },
  { input: [[3, 2, 4], 6], expected: [1, 2] },
];

/** The verdicts and answers (times aside). */
function judgeTwoSum(harness: PythonHarness) {
  const report = judgePython(
    harness,
    { code: SOLUTION, problem: { signature: twoSum, comparison: "exact" }, tests: TESTS },
    10_000,
  );
  return { verdict: report.verdict, tests: report.tests.map(({ verdict, actual }) => ({ verdict, actual })) };
}

function memoryStore(): SnapshotStore & { entries: Map<string, Uint8Array> } {
  const entries = new Map<string, Uint8Array>();
  return {
    entries,
    find: async (key) => {
      const snapshot = entries.get(key);
      return snapshot ? { bytes: Promise.resolve(snapshot) } : null;
    },
    write: async (key, snapshot) => void entries.set(key, snapshot),
    remove: async (key) => void entries.delete(key),
  };
}

const started: StartedPyodide[] = [];
const load = vi.fn(async (options: LoadOptions) => {
  const pyodide = await loadPyodide({ stdLibURL: stdlibPath, stdout: () => {}, stderr: () => {}, ...options });
  started.push(pyodide as unknown as StartedPyodide);
  return pyodide as unknown as StartedPyodide;
});

const start = (snapshots: SnapshotStore) =>
  startWithSnapshot({
    load,
    download: async () => {},
    snapshots,
    snapshotKey: "https://app.test/pyodide/0123456789abcdef/snapshot-test-1",
    progress: () => {},
    later: (task) => task(),
  });

test("Python starts from the compiled standard library, its modules from .pyc, and judges; a snapshot of it brings it back and judges the same", async () => {
  const snapshots = memoryStore();
  const first = await start(snapshots);
  expect(judgeTwoSum(first).verdict).toBe("accepted");
  const compiled = started.at(-1)?.runPython("import re, statistics\nre.__file__ + ' ' + statistics.__file__", {
    globals: undefined as never,
  });
  expect(compiled).toMatch(/re\/__init__\.pyc .*statistics\.pyc$/);
  await vi.waitFor(() => expect(snapshots.entries.size).toBe(1));

  load.mockClear();
  const restored = await start(snapshots);
  expect(load).toHaveBeenCalledExactlyOnceWith({ _loadSnapshot: expect.any(Promise) });
  expect(judgeTwoSum(restored)).toEqual(judgeTwoSum(first));
  expect(restored.checkSyntax("def (")).toMatch(/SyntaxError/);
}, 600_000);

test("a snapshot of another Pyodide build is refused by Pyodide, dropped, and Python starts as on a first visit", async () => {
  const snapshots = memoryStore();
  await start(snapshots);
  await vi.waitFor(() => expect(snapshots.entries.size).toBe(1));
  const [key, snapshot] = [...snapshots.entries][0] ?? [];
  // Bytes 16–47 are the build id of the Pyodide that took it.
  const other = Uint8Array.from(snapshot ?? []);
  other.fill(0xab, 16, 48);
  snapshots.entries.set(key ?? "", other);

  load.mockClear();
  const harness = await start(snapshots);
  expect(load.mock.calls.map(([options]) => Object.keys(options))).toEqual([["_loadSnapshot"], []]);
  expect(snapshots.entries.size).toBe(0);
  expect(judgeTwoSum(harness).verdict).toBe("accepted");
}, 600_000);
