import { afterAll, expect, test } from "vitest";
import { startPythonJudge } from "@/server/judge/python-judge";
import { getPythonName } from "@/shared/judge/call-plan";
import { verifyLibrary } from "./verify-library";

// Pyodide takes from seconds to half a minute to start on a shared 2-core machine. The Python judge's
// own tests are in src/server/judge/python-judge.test.ts.
const python = startPythonJudge();
afterAll(() => python.close());
const PYODIDE_STARTUP_MS = 180_000;

// What `npm run content:verify -- --strict` checks, so CI holds the library to its full size
// (LIBRARY_TARGETS in count-library.ts) as well as to every solution passing.
test(
  "the library is at its full size, every file is valid and every reference solution passes every test in JavaScript and Python",
  async () => {
    const report = await verifyLibrary({ pythonJudge: python, isStrict: true });
    expect(report.failures, report.summary).toEqual([]);
    expect(report.passed).toBe(report.tests);
  },
  PYODIDE_STARTUP_MS + 600_000,
);

test("names Python functions and methods in snake_case", () => {
  expect(getPythonName("twoSum")).toBe("two_sum");
  expect(getPythonName("addWord")).toBe("add_word");
  expect(getPythonName("getLRU")).toBe("get_lru");
  expect(getPythonName("lengthOfLIS")).toBe("length_of_lis");
  expect(getPythonName("get")).toBe("get");
});
