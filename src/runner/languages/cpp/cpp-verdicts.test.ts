import { beforeAll, describe, expect, it } from "vitest";
import type { NativeLanguage } from "@/runner/languages/native-language";
import { judgeLibraryProblem } from "../../../../tests/fixtures/native-judging";
import { createTestCppLanguage } from "./test-language";

// What the judge says of C++ that fails: each test compiles a program (a few seconds of g++ on a busy machine).

const SLOW = 120_000;

let cpp: NativeLanguage;
beforeAll(async () => {
  cpp = await createTestCppLanguage();
}, 180_000);

describe("C++ verdicts", () => {
  it(
    "gives a wrong answer as Wrong Answer, and each test's printing to that test",
    async () => {
      const report = await judgeLibraryProblem(
        cpp,
        "climbing-stairs",
        `static const int speedup = [] { ios::sync_with_stdio(false); cin.tie(nullptr); return 0; }();
class Solution {
public:
    int climbStairs(int n) {
        cout << "n=" << n << "\\n";
        printf("printf %d\\n", n);
        return n;
    }
};`,
        { tests: [2, 3, 4].map((n) => ({ input: [n], expected: [2, 3, 5][n - 2] })) },
      );
      expect(report.verdict).toBe("wrong_answer");
      expect(report.tests.map((test) => [test.verdict, test.output])).toEqual([
        ["accepted", "n=2\nprintf 2\n"],
        ["accepted", "n=3\nprintf 3\n"],
        ["wrong_answer", "n=4\nprintf 4\n"],
      ]);
    },
    SLOW,
  );

  it(
    "reports a thrown exception as a Runtime Error with its type, message and the user's line",
    async () => {
      const report = await judgeLibraryProblem(
        cpp,
        "two-sum",
        `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        if (nums.size() == 4) throw invalid_argument("four numbers");
        vector<int> empty;
        return {empty.at(nums.size())};
    }
};`,
      );
      const failures = report.tests.map((test) => [test.verdict, test.message, test.line]);
      expect(failures[0]).toEqual(["runtime_error", "std::invalid_argument: four numbers", 4]);
      expect(failures[1]).toEqual([
        "runtime_error",
        "std::out_of_range: vector::_M_range_check: __n (which is 3) >= this->size() (which is 0)",
        6,
      ]);
    },
    SLOW,
  );
});

describe("C++ verdicts: crashes and compile errors", () => {
  it(
    "reports a crash with its line and runs the tests after it",
    async () => {
      const report = await judgeLibraryProblem(
        cpp,
        "maximum-depth-of-a-binary-tree",
        `class Solution {
public:
    int maxDepth(TreeNode* root) {
        if (root && root->val == 3) {
            TreeNode* missing = nullptr;
            return missing->val;
        }
        return depth(root);
    }
    int depth(TreeNode* node) { return node ? 1 + max(depth(node->left), depth(node->right)) : 0; }
};`,
        {
          tests: [
            { input: [[3, 9, 20]], expected: 2 },
            { input: [[1, 2]], expected: 2 },
            { input: [[]], expected: 0 },
          ],
        },
      );
      const [crash, ...rest] = report.tests;
      expect(crash?.verdict).toBe("runtime_error");
      expect(crash?.message).toMatch(/SIGSEGV: Segmentation fault \(.*\)$/);
      expect(crash?.line).toBe(6);
      expect(rest.map((test) => test.verdict)).toEqual(["accepted", "accepted"]);
    },
    SLOW,
  );

  it(
    "gives a compile error's line and column in the user's code and g++'s message",
    async () => {
      const report = await judgeLibraryProblem(
        cpp,
        "climbing-stairs",
        `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int climbStairs(int n) {
        return steps + n;
    }
};`,
      );
      expect(report.verdict).toBe("compile_error");
      expect(report.compileError).toEqual({ message: "'steps' was not declared in this scope", line: 7, column: 16 });
    },
    SLOW,
  );
});

describe("C++ verdicts: limits and refused results", () => {
  it(
    "stops an infinite loop at the time limit",
    async () => {
      const report = await judgeLibraryProblem(
        cpp,
        "climbing-stairs",
        "class Solution { public: int climbStairs(int n) { volatile long x = 0; while (true) x++; return n; } };",
        { timeLimitMs: 500 },
      );
      expect(report.verdict).toBe("time_limit_exceeded");
      expect(report.tests[0]?.verdict).toBe("time_limit_exceeded");
    },
    SLOW,
  );

  it(
    "refuses a clone that returns the input graph's own nodes",
    async () => {
      const report = await judgeLibraryProblem(
        cpp,
        "clone-graph",
        "class Solution { public: Node* cloneGraph(Node* node) { return node; } };",
      );
      const first = report.tests.find((test) => test.verdict === "runtime_error");
      expect(first?.message).toContain("reuses a node of the input graph");
    },
    SLOW,
  );
});
