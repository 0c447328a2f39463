import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import { runJudgeCommand } from "../../tests/fixtures/judge-command";

// Java, C++ and Go solutions written as public LeetCode solutions are (tests/leetcode-corpus-native/: their
// imports, macros, static initialisers, helper classes and functions, their own node types and test
// drivers, package lines), each Accepted by `npm run judge -- --corpus` through the local runner. About 90
// compiles, minutes on 2 cores: opt-in, NATIVE_CORPUS=1 npx vitest run src/runner/leetcode-native-corpus.test.ts

const CORPUS = path.join(PROJECT_ROOT, "tests/leetcode-corpus-native");
const CORPUS_MS = 1_200_000;

test.runIf(process.env.NATIVE_CORPUS === "1")(
  "every solution of the native LeetCode corpus is Accepted",
  async () => {
    for (const language of ["java", "cpp", "go"]) {
      expect(fs.readdirSync(path.join(CORPUS, language)).length, language).toBeGreaterThanOrEqual(25);
    }
    const result = await runJudgeCommand(["--corpus", CORPUS], CORPUS_MS - 60_000);
    expect(result.isKilled, "npm run judge -- --corpus did not finish in time").toBe(false);
    const summary = result.stdout.slice(Math.max(0, result.stdout.indexOf("\njavascript: ")));
    expect(result.code, `${summary}\n${result.stderr}`).toBe(0);
  },
  CORPUS_MS,
);
