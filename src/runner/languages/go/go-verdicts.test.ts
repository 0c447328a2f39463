import { beforeAll, describe, expect, it } from "vitest";
import { judgeLibraryProblem } from "../../../../tests/fixtures/native-judging";
import { TIMEOUT } from "./go-test-support";
import { go } from "./index";
import { warmPlainGoCache } from "./warm-cache";

// What goes wrong, as the judge reports it: each case compiles a Go program (1–2 s with a warm cache).
const TESTS = [
  { input: [[2, 7, 11, 15], 9], expected: [0, 1] },
  { input: [[3, 2, 4], 0], expected: [1, 2] },
  { input: [[3, 3], 6], expected: [0, 1] },
];

beforeAll(warmPlainGoCache, 300_000);

describe("the Go harness reports wrong answers, runtime errors and time limits", { timeout: TIMEOUT }, () => {
  it("a wrong answer", async () => {
    const report = await judgeLibraryProblem(
      go,
      "two-sum",
      "func twoSum(nums []int, target int) []int {\n    return []int{0, 0}\n}",
    );
    expect(report.verdict).toBe("wrong_answer");
    expect(report.tests[0]).toMatchObject({ verdict: "wrong_answer", actual: [0, 0] });
  });

  it("a panic as a runtime error at the user's line, and the tests after it still run", async () => {
    const code = `func twoSum(nums []int, target int) []int {
    if target == 0 {
        panic("no target")
    }
    return []int{0, 1}
}`;
    const report = await judgeLibraryProblem(go, "two-sum", code, { tests: TESTS });
    expect(report.tests.map((test) => test.verdict)).toEqual(["accepted", "runtime_error", "accepted"]);
    expect(report.tests[1]).toMatchObject({ message: "panic: no target", line: 3 });
  });

  it("a nil pointer dereference and an index out of range, each at its line, the rest still run", async () => {
    const code = `package main

import "fmt"

type pair struct{ i, j int }

func twoSum(nums []int, target int) []int {
    var p *pair
    fmt.Println("before")
    if target == 0 {
        return []int{p.i, p.j}
    }
    if target == 6 {
        return []int{nums[5]}
    }
    return []int{0, 1}
}`;
    const report = await judgeLibraryProblem(go, "two-sum", code, { tests: TESTS });
    expect(report.tests.map((test) => test.verdict)).toEqual(["accepted", "runtime_error", "runtime_error"]);
    expect(report.tests[1]).toMatchObject({ line: 11, output: "before\n" });
    expect(report.tests[1]?.message).toContain("nil pointer dereference");
    expect(report.tests[2]).toMatchObject({ line: 14 });
    expect(report.tests[2]?.message).toContain("index out of range [5] with length 2");
  });

  it("a stack overflow as a runtime error, and the tests after it in a new process; 100,000 levels are fine", async () => {
    const code = `func depth(n int) int {
    if n == 0 { return 0 }
    return depth(n-1) + 1
}

func twoSum(nums []int, target int) []int {
    if target == 0 { return []int{depth(1 << 40)} }
    return []int{0, depth(100000) - 99999}
}`;
    const report = await judgeLibraryProblem(go, "two-sum", code, { tests: TESTS });
    expect(report.tests.map((test) => test.verdict)).toEqual(["accepted", "runtime_error", "accepted"]);
    expect(report.tests[1]?.message).toMatch(/fatal error: stack overflow .* in the function at line 1$/);
  });

  it("an infinite loop as Time Limit Exceeded", async () => {
    const code = "func twoSum(nums []int, target int) []int {\n    for {\n    }\n}";
    const report = await judgeLibraryProblem(go, "two-sum", code, { tests: TESTS, timeLimitMs: 500 });
    expect(report.verdict).toBe("time_limit_exceeded");
  });
});

describe("the Go harness reports compile errors and missing definitions in the user's terms", {
  timeout: TIMEOUT,
}, () => {
  it("a compile error at the user's line and column, with the compiler's message", async () => {
    const code = "func twoSum(nums []int, target int) []int {\n    return []int{count, 0}\n}";
    const report = await judgeLibraryProblem(go, "two-sum", code);
    expect(report.verdict).toBe("compile_error");
    expect(report.compileError).toEqual({ message: "undefined: count", line: 2, column: 18 });
  });

  it("a compile error after a package clause and imports the harness completed keeps the user's lines", async () => {
    const code =
      "package main\n\nfunc twoSum(nums []int, target int) []int {\n    sort.Ints(nums)\n    x := 1\n    return nums\n}";
    const report = await judgeLibraryProblem(go, "two-sum", code);
    expect(report.compileError).toEqual({ message: "declared and not used: x", line: 5, column: 5 });
  });

  it("a missing function in the user's terms, not the harness'", async () => {
    const report = await judgeLibraryProblem(
      go,
      "two-sum",
      "func twoSums(nums []int, target int) []int {\n    return nil\n}",
    );
    expect(report.compileError).toEqual({ message: "The code does not define twoSum." });
    const design = await judgeLibraryProblem(go, "min-stack", "type MinStack struct{}\n");
    expect(design.compileError?.message).toMatch(/^The code does not define func Constructor/);
  });

  it("a method missing from a design class, as a runtime error", async () => {
    const code =
      "type MinStack struct{}\n\nfunc Constructor() MinStack { return MinStack{} }\n\nfunc (this *MinStack) Push(val int) {}\n";
    const report = await judgeLibraryProblem(go, "min-stack", code);
    expect(report.tests[0]?.message).toBe(
      "MinStack has no method GetMin (LeetCode's Go form: func (this *MinStack) GetMin(...))",
    );
  });

  it("a local variable named like a package (heap, list) does not break the imports the harness adds", async () => {
    const code = `type stack []int

func (s *stack) Push(v int) { *s = append(*s, v) }

func twoSum(nums []int, target int) []int {
    heap := &stack{}
    list := []int{}
    heap.Push(1)
    seen := map[int]int{}
    for i, n := range nums {
        if j, ok := seen[target-n]; ok { return append(list, j, i) }
        seen[n] = i
    }
    return list
}`;
    const report = await judgeLibraryProblem(go, "two-sum", code);
    expect(report.compileError).toBeUndefined();
    expect(report.verdict).toBe("accepted");
  });
});
