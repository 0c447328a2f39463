import { describe, expect, it } from "vitest";
import { judgeLibraryProblem as judge } from "../../../../tests/fixtures/native-judging";
import { java } from "./index";

// The Java harness end to end, without a sandbox: javac and java on each solution (1–3 s apiece).
// What goes wrong, as the judge reports it, and what each test printed.

const slow = { timeout: 60_000 };

describe("the Java harness reports what went wrong", () => {
  it("reports an exception with its line, a null pointer, and runs the tests after them", slow, async () => {
    const code = `class Solution {
    public int climbStairs(int n) {
        if (n == 3) throw new IllegalStateException("three");
        if (n == 4) {
            String s = null;
            return s.length();
        }
        int a = 1, b = 1;
        for (int i = 2; i <= n; i++) { int c = a + b; a = b; b = c; }
        return b;
    }
}`;
    const tests = [
      { input: [3], expected: 3 },
      { input: [4], expected: 5 },
      { input: [5], expected: 8 },
    ];
    const report = await judge(java, "climbing-stairs", code, { tests });
    expect(report.tests.map((test) => test.verdict)).toEqual(["runtime_error", "runtime_error", "accepted"]);
    expect(report.tests[0]).toMatchObject({ message: expect.stringMatching(/IllegalStateException: three/), line: 3 });
    expect(report.tests[1]).toMatchObject({ message: expect.stringMatching(/NullPointerException/), line: 6 });
  });

  it("reports the compiler's first error at the user's line and column", slow, async () => {
    const code = `class Solution {
    public int climbStairs(int n) {
        return foo + n;
    }
}`;
    const report = await judge(java, "climbing-stairs", code);
    expect(report.verdict).toBe("compile_error");
    expect(report.compileError).toEqual({ message: "cannot find symbol: variable foo", line: 3, column: 16 });
  });

  it("stops an infinite loop at the time limit", slow, async () => {
    const code = "class Solution { public int climbStairs(int n) { while (true) { n++; } } }";
    const report = await judge(java, "climbing-stairs", code, { timeLimitMs: 500 });
    expect(report.tests[0]?.verdict).toBe("time_limit_exceeded");
  });
});

describe("the Java harness captures output", () => {
  it("captures what each test printed", slow, async () => {
    const code = `class Solution {
    public int climbStairs(int n) {
        System.out.println("n = " + n);
        System.out.print("no line break");
        return n == 1 ? 1 : n == 2 ? 2 : climbStairs(n - 1) + climbStairs(n - 2);
    }
}`;
    const tests = [
      { input: [1], expected: 1 },
      { input: [2], expected: 2 },
    ];
    const report = await judge(java, "climbing-stairs", code, { tests });
    expect(report.tests.map((test) => test.output)).toEqual(["n = 1\nno line break", "n = 2\nno line break"]);
  });
});
