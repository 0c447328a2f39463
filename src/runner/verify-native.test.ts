import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { CONTENT_DIR } from "@/server/content/load-library";
import { verifyLibrary } from "@/server/content/verify-library";
import { createScratchContent } from "../../tests/fixtures/scratch-content";
import { sandboxAvailability } from "./sandbox";

// content:verify --languages go,java on hand-made problems: each Go solution compiled and run in the sandbox
// (two compiles of about a second), a wrong one named with its failing test, a missing Java solution named,
// the reference times measured. The whole library is proven by `npm run content:verify -- --languages …`.

const availability = await sandboxAvailability();
const root = createScratchContent();
const twoSum = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "problems/two-sum/problem.json"), "utf8"));
const GO = fs.readFileSync(path.join(CONTENT_DIR, "problems/two-sum/solution.go"), "utf8");

function writeProblem(folder: string, overrides: Record<string, unknown>, go: string) {
  const dir = path.join(root, "content", "problems", folder);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "problem.json"), JSON.stringify({ ...twoSum, ...overrides }));
  for (const name of ["solution.js", "solution.py"])
    fs.copyFileSync(path.join(CONTENT_DIR, "problems/two-sum", name), path.join(dir, name));
  fs.writeFileSync(path.join(dir, "solution.go"), go);
}

writeProblem("two-sum", {}, GO);
writeProblem(
  "pair-sum",
  { slug: "pair-sum", title: "Pair Sum" },
  "func twoSum(nums []int, target int) []int {\n\treturn []int{0, 1}\n}\n",
);

test.runIf(availability.available && availability.languages.includes("go"))(
  "proves the Go solutions in the sandbox, names a wrong one's failing test and a missing Java solution",
  async () => {
    const report = await verifyLibrary({
      contentDir: path.join(root, "content"),
      languages: ["go", "java"],
      native: { isMeasuring: true },
    });
    expect(report.nativePassed.go).toBe(11 + 4);
    expect(report.failures).toContain("pair-sum [Go] tests[1]: input [[3,2,4],6], expected [1,2], actual [0,1]");
    expect(report.failures).toContain("two-sum [Java]: content/problems/two-sum/ has no solution.java");
    expect(report.summary).toContain(
      "(JavaScript skipped, Python skipped, Java 0/22, Go 15/22, C++ skipped: --languages go,java,cpp runs them)",
    );
    expect(report.referenceTimes["two-sum"]?.go).toBeGreaterThan(0);
    expect(report.referenceTimes["two-sum"]?.javascript).toBeUndefined();
  },
  180_000,
);
