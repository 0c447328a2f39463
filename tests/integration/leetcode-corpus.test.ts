import fs from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import { runJudgeCommand } from "../fixtures/judge-command";

// Solutions written as on LeetCode (its function and class names, `class Solution`, its node classes),
// in every language: each must be Accepted against the library's tests, judged as the browser's Submit
// judges, by one `npm run judge -- --corpus` (one Pyodide for every Python file).

const CORPUS = path.join(PROJECT_ROOT, "tests/leetcode-corpus");
const EXTENSIONS = { javascript: /\.(js|mjs|cjs)$/, typescript: /\.ts$/, python: /\.py$/ };
const MIN_FILES_PER_LANGUAGE = 54;
const CORPUS_MS = 900_000;

test(
  "every solution of the LeetCode corpus is Accepted, with at least 54 in each language",
  async () => {
    for (const [language, extension] of Object.entries(EXTENSIONS)) {
      const names = await fs.readdir(path.join(CORPUS, language)).catch(() => [] as string[]);
      const count = names.filter((name) => extension.test(name)).length;
      expect
        .soft(count, `solutions in tests/leetcode-corpus/${language}/`)
        .toBeGreaterThanOrEqual(MIN_FILES_PER_LANGUAGE);
    }
    const result = await runJudgeCommand(["--corpus", CORPUS], CORPUS_MS - 60_000);
    expect(result.isKilled, "npm run judge -- --corpus did not finish in time").toBe(false);
    // On failure, the tallies and each failing file with its first failing test (or why the command failed).
    const summary = result.stdout.slice(Math.max(0, result.stdout.indexOf("\njavascript: ")));
    expect(result.code, `${summary}\n${result.stderr}`).toBe(0);
  },
  CORPUS_MS,
);
