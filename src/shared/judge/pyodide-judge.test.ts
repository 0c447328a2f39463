import { expect, test } from "vitest";
import { RUNNER_FIXTURES } from "../../../tests/fixtures/runner-fixtures";
import {
  describePyodideFailure,
  isRuntimeSpent,
  judgePython,
  PYTHON_MEMORY_LIMIT_BYTES,
  type PythonHarness,
  type PythonJudgeStep,
} from "./pyodide-judge";

// The loop itself, with a stand-in harness: Pyodide's own behaviour is tested through Node's judge
// (src/server/judge/python-judge.test.ts).

const { problem } = RUNNER_FIXTURES.sumPair;
const job = { code: "def sum_pair(a, b): ...", problem, tests: problem.tests };
const interrupt = () => Object.assign(new Error("KeyboardInterrupt"), { type: "KeyboardInterrupt" });

function fakeHarness(overrides: Partial<PythonHarness> = {}) {
  const calls: string[] = [];
  const harness: PythonHarness = {
    checkSyntax: () => "null",
    load: () => "{}",
    run: (_key, inputJson) => {
      const [a, b] = JSON.parse(inputJson) as [number, number];
      return JSON.stringify({ actual: a + b, output: "" });
    },
    drop: (key) => void calls.push(`drop ${key}`),
    heapBytes: () => 40 * 1024 * 1024,
    ...overrides,
  };
  return { harness, calls };
}

test("runs every test, announcing each step before the user's code runs, and drops the solution", () => {
  const { harness, calls } = fakeHarness();
  const steps: PythonJudgeStep[] = [];
  const report = judgePython(harness, job, 2000, (step) => steps.push(step));
  expect(report).toMatchObject({ verdict: "accepted", passed: 2, total: 2 });
  expect(steps.map((step) => `${step.type} ${step.index}`)).toEqual([
    "armed null",
    "armed 0",
    "result 0",
    "armed 1",
    "result 1",
  ]);
  expect(calls).toEqual(["drop solution"]);
});

test("a syntax error is a compile error before anything runs, without a position Python did not give", () => {
  const { harness } = fakeHarness({
    checkSyntax: () => JSON.stringify({ message: "SyntaxError: expected ':'", line: 1, column: null }),
    load: () => expect.unreachable("the code must not load"),
  });
  const report = judgePython(harness, job, 2000);
  expect(report).toMatchObject({ verdict: "compile_error", compileError: { message: "SyntaxError: expected ':'" } });
  expect(report.compileError).toEqual({ message: "SyntaxError: expected ':'", line: 1 });
});

test("code that fails while loading fails every test the same way", () => {
  const error = { verdict: "runtime_error", message: "NameError: name 'x' is not defined", line: 3 };
  const { harness } = fakeHarness({ load: () => JSON.stringify({ error }) });
  const report = judgePython(harness, job, 2000);
  expect(report.tests.map((judged) => [judged.verdict, judged.message, judged.line])).toEqual([
    ["runtime_error", error.message, 3],
    ["runtime_error", error.message, 3],
  ]);
});

test("an interrupted test is Time Limit Exceeded and stops the run; an interrupted load stops every test", () => {
  const { harness, calls } = fakeHarness({
    run: () => {
      throw interrupt();
    },
  });
  const report = judgePython(harness, job, 500);
  expect(report.tests[0]).toMatchObject({
    verdict: "time_limit_exceeded",
    message: "Time limit exceeded (500 ms per test).",
  });
  expect(report.tests[1]).toMatchObject({ verdict: "time_limit_exceeded", isNotRun: true });
  expect(calls).toEqual(["drop solution"]);
  const loading = judgePython(
    fakeHarness({
      load: () => {
        throw interrupt();
      },
    }).harness,
    job,
    500,
  );
  expect(loading.tests.map((judged) => judged.verdict)).toEqual(["time_limit_exceeded", "time_limit_exceeded"]);
});

test("a test that returns after the limit is Time Limit Exceeded, keeping what it printed", () => {
  const { harness } = fakeHarness({
    run: () => {
      const started = performance.now();
      while (performance.now() - started < 30) {}
      return JSON.stringify({ actual: 3, output: "slow\n" });
    },
  });
  const report = judgePython(harness, job, 20);
  expect(report.tests[0]).toMatchObject({ verdict: "time_limit_exceeded", output: "slow\n" });
});

test("any other failure of the runtime is thrown: Pyodide is unusable", () => {
  const { harness } = fakeHarness({
    run: () => {
      throw new RangeError("Maximum call stack size exceeded");
    },
  });
  expect(() => judgePython(harness, job, 2000)).toThrow(RangeError);
});

test("a test after which Pyodide's heap is past the limit is Memory Limit Exceeded, stops the run and spends the runtime", () => {
  let heap = 40 * 1024 * 1024;
  const { harness } = fakeHarness({
    heapBytes: () => heap,
    run: () => {
      heap = PYTHON_MEMORY_LIMIT_BYTES + 1;
      return JSON.stringify({ actual: 3, output: "" });
    },
  });
  const report = judgePython(harness, job, 2000);
  expect(report.tests[0]).toMatchObject({
    verdict: "memory_limit_exceeded",
    message: "Memory limit exceeded (256 MB).",
  });
  expect(report.tests[1]?.isNotRun).toBe(true);
  expect(isRuntimeSpent(report)).toBe(true);
  expect(isRuntimeSpent(judgePython(fakeHarness().harness, job, 2000))).toBe(false);
});

test("Pyodide ended by the WebAssembly stack is described as the recursion it was; anything else as it came", () => {
  expect(describePyodideFailure(new RangeError("Maximum call stack size exceeded"))).toMatch(
    /^RecursionError: the recursion went deeper than the browser's stack allows/,
  );
  expect(describePyodideFailure(new Error("fatal"))).toBe("Python stopped: Error: fatal");
});
