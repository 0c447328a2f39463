import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { LocalRunnerUnavailable } from "@/runner/local-runner";
import type { SourceJudge } from "./judge-source";
import { runCorpus } from "./run-corpus";

// A corpus whose Java files this machine cannot judge (no sandbox or toolchain): each says what to install,
// the others are judged, and the exit status is 1. Real Java, C++ and Go judging is in src/runner.

const root = await fs.mkdtemp(path.join(os.tmpdir(), "judge-corpus-native-"));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

test("a file whose language cannot be judged here names what to install, and the rest still run", async () => {
  await fs.mkdir(path.join(root, "java"), { recursive: true });
  await fs.mkdir(path.join(root, "javascript"), { recursive: true });
  await fs.writeFile(path.join(root, "java", "two-sum.java"), "class Solution {}");
  await fs.writeFile(path.join(root, "javascript", "two-sum.js"), "function twoSum() {}");
  const missing =
    "Java cannot be judged on this machine: missing Java 17 (javac and java). Install: apt-get install -y openjdk-17-jdk-headless";
  const judged: string[] = [];
  const judge: SourceJudge = {
    async judge(language, _code, problem) {
      judged.push(language);
      if (language === "java") throw new LocalRunnerUnavailable(missing);
      return { verdict: "accepted", passed: problem.tests.length, total: problem.tests.length, tests: [] };
    },
    warmUpPython: async () => {},
    close: async () => {},
  };
  const lines: string[] = [];
  const code = await runCorpus(root, false, judge, {
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
  });
  expect(judged).toEqual(["javascript", "java"]);
  expect(lines).toContain(`✗ java/two-sum.java  ${missing}`);
  expect(lines).toContain("java: 0/1 accepted");
  expect(code).toBe(1);
});
