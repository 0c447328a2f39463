import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { judgeLibraryProblem, listLibrarySlugs } from "../../../../tests/fixtures/native-judging";
import { go } from "./index";
import { warmPlainGoCache } from "./warm-cache";

// Every library problem's Go reference solution (content/problems/<slug>/solution.go), judged against all
// of its tests. A compile per problem makes it slow (about 4 minutes for all on 2 cores): it runs when
// NATIVE_REFERENCE is 1 or go, and GO_REFERENCE_SLUGS (slugs, comma-separated) narrows it to some problems.
const PROBLEMS_DIR = path.join(import.meta.dirname, "..", "..", "..", "..", "content", "problems");
const ONLY = process.env.GO_REFERENCE_SLUGS?.split(",");
const slugs = listLibrarySlugs().filter(
  (slug) => fs.existsSync(path.join(PROBLEMS_DIR, slug, "solution.go")) && (!ONLY || ONLY.includes(slug)),
);

describe.runIf(process.env.NATIVE_REFERENCE === "1" || process.env.NATIVE_REFERENCE === "go")(
  "the Go reference solutions",
  () => {
    beforeAll(warmPlainGoCache, 300_000);
    it.each(slugs)("%s is accepted on every test", { timeout: 120_000 }, async (slug) => {
      const code = fs.readFileSync(path.join(PROBLEMS_DIR, slug, "solution.go"), "utf8");
      const report = await judgeLibraryProblem(go, slug, code);
      const failed = report.tests.find((test) => !test.passed);
      expect(report.compileError).toBeUndefined();
      expect(failed).toBeUndefined();
      expect(report.verdict).toBe("accepted");
    });
  },
);
