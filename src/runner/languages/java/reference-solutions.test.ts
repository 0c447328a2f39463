import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { judgeLibraryProblem, listLibrarySlugs } from "../../../../tests/fixtures/native-judging";
import { java } from "./index";

// Every library problem's Java reference solution (content/problems/<slug>/solution.java) against all of
// its tests. A compile and a run per problem: opt-in (NATIVE_REFERENCE=1 or =java).

const PROBLEMS_DIR = path.join(import.meta.dirname, "..", "..", "..", "..", "content", "problems");
const solved = listLibrarySlugs().filter((slug) => fs.existsSync(path.join(PROBLEMS_DIR, slug, "solution.java")));

describe.runIf(process.env.NATIVE_REFERENCE === "1" || process.env.NATIVE_REFERENCE === "java")(
  "the Java reference solutions",
  () => {
    it.each(solved)("%s passes every test", { timeout: 120_000 }, async (slug) => {
      const code = fs.readFileSync(path.join(PROBLEMS_DIR, slug, "solution.java"), "utf8");
      const report = await judgeLibraryProblem(java, slug, code);
      const failed = report.tests.find((test) => !test.passed);
      expect(failed ? { ...failed, compileError: report.compileError } : report.verdict).toBe("accepted");
    });
  },
);
