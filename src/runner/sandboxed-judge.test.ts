import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildJudgeReport } from "@/shared/judge/judge-report";
import { RUNNER_LANGUAGES } from "@/shared/judge/languages";
import { readLibraryProblem } from "../../tests/fixtures/native-judging";
import { judgeNative } from "./native-judge";
import { type PreparedLanguages, prepareLanguages } from "./prepare-languages";
import { DEFAULT_RUN_LIMITS, sandboxAvailability } from "./sandbox";

// The judge as a runner runs it: each library reference solution of one problem compiled and run in a fresh
// bubblewrap sandbox, in every language this machine has, and an endless loop stopped by the test's clock.

const availability = await sandboxAvailability();
const problem = readLibraryProblem("two-sum");
const solutionOf = (extension: string) =>
  fs.readFileSync(path.join(import.meta.dirname, "../../content/problems/two-sum", `solution.${extension}`), "utf8");
const EXTENSIONS = { java: "java", cpp: "cpp", go: "go" } as const;

/** Two Sum solved by a program that keeps allocating, and by one that never stops printing. */
const LIMIT_BOMBS = {
  java: {
    memory_limit_exceeded: `class Solution {
    public int[] twoSum(int[] nums, int target) {
        java.util.List<long[]> kept = new java.util.ArrayList<>();
        while (true) kept.add(new long[1 << 20]);
    }
}`,
    output_limit_exceeded: `class Solution {
    public int[] twoSum(int[] nums, int target) {
        String line = "x".repeat(1000);
        while (true) System.out.println(line);
    }
}`,
  },
  cpp: {
    memory_limit_exceeded: `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        vector<vector<char>> kept;
        while (true) kept.emplace_back(1 << 20, 'x');
    }
};`,
    output_limit_exceeded: `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        string line(1000, 'x');
        while (true) cout << line << '\\n';
    }
};`,
  },
  go: {
    memory_limit_exceeded: `func twoSum(nums []int, target int) []int {
	kept := [][]byte{}
	for {
		block := make([]byte, 1<<20)
		block[len(block)-1] = 1
		kept = append(kept, block)
	}
}`,
    output_limit_exceeded: `package main

import (
	"fmt"
	"strings"
)

func twoSum(nums []int, target int) []int {
	line := strings.Repeat("x", 1000)
	for {
		fmt.Println(line)
	}
}`,
  },
} as const;

describe.runIf(availability.available)("the judge in the sandbox", () => {
  // As a runner starts: Go's warm cache and C++'s precompiled headers, each mounted read-only in the job.
  let prepared: PreparedLanguages;
  beforeAll(async () => {
    prepared = await prepareLanguages(availability.languages);
  }, 300_000);
  const sandboxes: { dispose(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const sandbox of sandboxes) await sandbox.dispose();
  });

  async function judge(language: (typeof RUNNER_LANGUAGES)[number], code: string, timeLimitMs = 4000) {
    const sandbox = await prepared.createSandbox();
    sandboxes.push(sandbox);
    const job = { signature: problem.signature, tests: problem.tests, code, timeLimitMs, memoryBytes: 512 * 1024 ** 2 };
    const nativeLanguage = prepared.languages[language];
    if (!nativeLanguage) throw new Error(`${language} was not prepared`);
    return judgeNative(nativeLanguage, job, sandbox);
  }

  for (const language of RUNNER_LANGUAGES) {
    it.runIf(availability.languages.includes(language))(
      `accepts the reference solution in ${language}`,
      async () => {
        const judged = await judge(language, solutionOf(EXTENSIONS[language]));
        expect(judged, JSON.stringify(judged).slice(0, 600)).toMatchObject({ kind: "results" });
        if (judged.kind !== "results") return;
        expect(buildJudgeReport(problem, problem.tests, judged.results).verdict).toBe("accepted");
      },
      120_000,
    );
  }

  it.runIf(availability.languages.includes("cpp"))(
    "compiles C++ with the precompiled headers the job sees read-only at /pch",
    async () => {
      expect(prepared.languages.cpp?.compileArgv).toContain("-I/pch");
      const sandbox = await prepared.createSandbox();
      sandboxes.push(sandbox);
      const listed = await sandbox.run({
        argv: ["/bin/sh", "-c", "ls /pch/bits && touch /pch/bits/x"],
        limits: DEFAULT_RUN_LIMITS,
      });
      expect(listed.stdout).toContain("stdc++.h.gch");
      expect(listed.stderr).toMatch(/Read-only file system/);
    },
    120_000,
  );

  it.runIf(availability.languages.includes("go"))(
    "stops an endless loop at the test's time limit and skips the rest",
    async () => {
      const endless = "func twoSum(nums []int, target int) []int {\n\tfor {\n\t}\n}\n";
      const judged = await judge("go", endless, 500);
      if (judged.kind !== "results") throw new Error("expected results");
      const report = buildJudgeReport(problem, problem.tests, judged.results);
      expect(report.verdict).toBe("time_limit_exceeded");
      expect(report.tests[0]?.verdict).toBe("time_limit_exceeded");
      expect(report.tests.slice(1).every((test) => test.isNotRun)).toBe(true);
    },
    120_000,
  );

  // The sandbox's memory and output limits, as the user's verdict on the test that reached them.
  for (const [language, bomb] of Object.entries(LIMIT_BOMBS)) {
    const runs = availability.languages.includes(language as (typeof RUNNER_LANGUAGES)[number]);
    for (const [expected, code] of Object.entries(bomb))
      it.runIf(runs)(
        `a ${language} program past its ${expected === "memory_limit_exceeded" ? "memory" : "output"} limit is ${expected}`,
        async () => {
          const judged = await judge(language as (typeof RUNNER_LANGUAGES)[number], code);
          if (judged.kind !== "results") throw new Error(`expected results, got ${JSON.stringify(judged)}`);
          const report = buildJudgeReport(problem, problem.tests, judged.results);
          expect(report.verdict).toBe(expected);
          expect(report.tests[0]?.verdict).toBe(expected);
        },
        120_000,
      );
  }
});
