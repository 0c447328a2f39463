import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { NativeLanguage } from "@/runner/languages/native-language";
import { judgeLibraryProblem, listLibrarySlugs } from "../../../../tests/fixtures/native-judging";
import { createTestCppLanguage } from "./test-language";

// Every library problem's C++ reference solution (content/problems/<slug>/solution.cpp), judged against all of
// its tests. A compile each, so opt-in: NATIVE_REFERENCE=cpp (or 1) npx vitest run src/runner/languages/cpp.

const PROBLEMS = path.join(import.meta.dirname, "..", "..", "..", "..", "content", "problems");
const slugs = listLibrarySlugs().filter((slug) => fs.existsSync(path.join(PROBLEMS, slug, "solution.cpp")));
const isEnabled = process.env.NATIVE_REFERENCE === "1" || process.env.NATIVE_REFERENCE === "cpp";

describe.runIf(isEnabled)("the C++ reference solutions", () => {
  let cpp: NativeLanguage;
  beforeAll(async () => {
    cpp = await createTestCppLanguage();
  }, 180_000);

  it.each(slugs)(
    "%s is accepted on every test",
    async (slug) => {
      const code = fs.readFileSync(path.join(PROBLEMS, slug, "solution.cpp"), "utf8");
      const report = await judgeLibraryProblem(cpp, slug, code);
      expect(report.compileError).toBeUndefined();
      expect(report.tests.filter((test) => !test.passed)).toEqual([]);
    },
    120_000,
  );
});
