// `npm run bench -- trace`: the step-through visualiser's tracers (src/shared/trace). Traces a Two Sum-like
// loop (a map that grows, a running total, four steps per iteration) at 1,000 and 100,000 steps in Python
// (Pyodide, sys.settrace) and JavaScript (QuickJS, instrumented), against the same code judged untraced in
// the same run (the baseline), with the encoded trace's size and what reading it back costs. Pyodide and
// QuickJS run in Node here, as the tests run them; a browser's worker runs the same WebAssembly. CPU time
// is printed beside wall time: on a shared machine it varies less.
import os from "node:os";
import { loadPyodide } from "pyodide";
import { getQuickJS, type QuickJSWASMModule } from "quickjs-emscripten";
import { judgePython, loadPythonHarness, type PyodideLike, type PythonHarness } from "@/shared/judge/pyodide-judge";
import { judgeJavaScript } from "@/shared/judge/quickjs-judge";
import type { Signature } from "@/shared/schemas/problem-judge";
import { tracePython } from "@/shared/trace/pyodide-trace";
import { traceJavaScript } from "@/shared/trace/quickjs-trace";
import { readTrace } from "@/shared/trace/read-trace";
import { getTraceCaps } from "@/shared/trace/trace-format";

const SIGNATURE: Signature = {
  kind: "function",
  name: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returns: "int[]",
};
const PROBLEM = { signature: SIGNATURE, comparison: "exact" as const, timeLimitMs: 120_000 };
const NUMS = Array.from({ length: 1_000 }, (_, index) => (index * 7919) % 10_007);

const PYTHON = `def two_sum(nums, target):
    seen = {}
    total = 0
    for i in range(target):
        value = nums[i % len(nums)]
        total += value
        seen[value] = i
    return [0, total]
`;

const JAVASCRIPT = `function twoSum(nums, target) {
  const seen = new Map();
  let total = 0;
  for (let i = 0; i < target; i++) {
    const value = nums[i % nums.length];
    total += value;
    seen.set(value, i);
  }
  return [0, total];
}
`;

type Row = Record<string, string | number>;

/** Iterations for a number of steps: four per iteration, and a few around the loop. */
const iterationsFor = (steps: number) => Math.floor((steps - 6) / 4);

export async function benchTrace() {
  console.log(
    "\nTracing a Two Sum-like loop (4 steps per iteration), %d cores, load %s:",
    os.availableParallelism(),
    os.loadavg()[0]?.toFixed(1),
  );
  const quickjs = await getQuickJS();
  const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  const harness = loadPythonHarness(pyodide as unknown as PyodideLike);
  const rows: Row[] = [];
  for (const steps of [1_000, 100_000]) {
    rows.push(measure("JavaScript", steps, javascriptRun(quickjs, iterationsFor(steps))));
    rows.push(measure("Python", steps, pythonRun(harness, iterationsFor(steps))));
  }
  console.table(rows);
}

type Run = { untraced: () => number; traced: () => string };

function measure(language: string, steps: number, run: Run): Row {
  const untracedMs = median(steps > 10_000 ? 1 : 3, run.untraced);
  let encoded = "";
  let cpuMs = 0;
  const tracedMs = median(steps > 10_000 ? 1 : 3, () => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    encoded = run.traced();
    const used = process.cpuUsage(cpu);
    cpuMs = (used.user + used.system) / 1000;
    return performance.now() - started;
  });
  const started = performance.now();
  const reader = readTrace(encoded);
  const readMs = performance.now() - started;
  if (reader.outcome.kind !== "returned") throw new Error(`${language}: ${JSON.stringify(reader.outcome)}`);
  const stepMs = timeRandomSteps(reader.stepCount, (index) => reader.step(index));
  return {
    language,
    steps: reader.stepCount,
    "untraced ms": round(untracedMs),
    "traced ms": round(tracedMs),
    "× untraced": Math.round(tracedMs / Math.max(untracedMs, 0.01)),
    "µs per step": round((tracedMs * 1000) / reader.stepCount),
    "CPU µs per step": round((cpuMs * 1000) / reader.stepCount),
    "encoded KB": Math.round(encoded.length / 1024),
    "bytes per step": Math.round(encoded.length / reader.stepCount),
    "readTrace ms": round(readMs),
    "step(i) µs": round(stepMs * 1000),
  };
}

function javascriptRun(quickjs: QuickJSWASMModule, iterations: number): Run {
  const input = [NUMS, iterations];
  const tests = [{ input, expected: null }];
  return {
    untraced: () => judgeJavaScript(quickjs, { problem: PROBLEM, tests, source: JAVASCRIPT }).tests[0]?.timeMs ?? 0,
    traced: () =>
      traceJavaScript(
        quickjs,
        { language: "javascript", code: JAVASCRIPT, problem: PROBLEM, input },
        getTraceCaps(PROBLEM.timeLimitMs),
      ),
  };
}

function pythonRun(harness: PythonHarness, iterations: number): Run {
  const input = [NUMS, iterations];
  const tests = [{ input, expected: null }];
  return {
    untraced: () =>
      judgePython(harness, { code: PYTHON, problem: PROBLEM, tests }, PROBLEM.timeLimitMs).tests[0]?.timeMs ?? 0,
    traced: () => tracePython(harness, { code: PYTHON, problem: PROBLEM, input }, getTraceCaps(PROBLEM.timeLimitMs)),
  };
}

/** The average time of reading 200 steps at random (the slider's scrubbing), in ms. */
function timeRandomSteps(count: number, read: (index: number) => unknown): number {
  const started = performance.now();
  for (let i = 0; i < 200; i++) read((i * 7919) % count);
  return (performance.now() - started) / 200;
}

function median(runs: number, action: () => number): number {
  const times = Array.from({ length: runs }, action).sort((a, b) => a - b);
  return times[Math.floor(runs / 2)] ?? 0;
}

const round = (value: number) => Number(value.toFixed(value < 10 ? 2 : 0));
