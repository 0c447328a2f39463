import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { checkEditorial, findBruteForce, findCodeBlocks, parseEditorial, readStatedComplexity } from "./editorial";

const twoSum = fs.readFileSync("content/problems/two-sum/editorial.md", "utf8");
const complexity = { time: "O(n)", space: "O(n)" };

describe("an editorial", () => {
  it("reads as its six sections, in order, with the brute force's Python", () => {
    const { sections, issues } = parseEditorial(twoSum);
    expect(issues).toEqual([]);
    expect(sections.map((section) => section.id)).toEqual([
      "intuition",
      "brute-force",
      "optimal-approach",
      "complexity",
      "pitfalls",
      "dry-run",
    ]);
    expect(findBruteForce(sections)).toContain("def two_sum(nums, target):");
    expect(checkEditorial(twoSum, complexity)).toEqual([]);
  });

  it("names a missing, extra or reordered section", () => {
    const swapped = twoSum.replace("## Intuition", "## Idea");
    expect(checkEditorial(swapped, complexity)[0]).toMatch(/sections are "Idea", .*expected "Intuition"/);
    expect(parseEditorial(`# Two Sum\n\n${twoSum}`).issues[0]).toMatch(/level-one heading/);
    expect(parseEditorial(twoSum.replace(/## Dry run[\s\S]*/, "## Dry run\n")).issues).toEqual([
      'the section "Dry run" is empty',
    ]);
  });

  it("takes a Python comment inside a fence for code, not a heading", () => {
    const commented = twoSum.replace("def two_sum(nums, target):", "# try every pair\ndef two_sum(nums, target):");
    expect(parseEditorial(commented).issues).toEqual([]);
  });

  it("holds the stated complexity to the problem's", () => {
    expect(checkEditorial(twoSum, { time: "O(n log n)", space: "O(n)" })).toEqual([
      "Complexity states Time O(n); the problem's is O(n log n)",
    ]);
    expect(readStatedComplexity("- **Time: O(m · n)** — every cell\n- **Space: O(1)** — in place")).toEqual({
      time: "O(m · n)",
      space: "O(1)",
    });
  });

  it("allows code only as one Python brute force", () => {
    const javascript = twoSum.replace("```python", "```javascript");
    expect(checkEditorial(javascript, complexity)).toContain('"Brute force" has a block not in Python');
    const inDryRun = `${twoSum}\n\`\`\`python\nprint(1)\n\`\`\`\n`;
    expect(checkEditorial(inDryRun, complexity)).toContain('"Dry run" has a code block');
    expect(findCodeBlocks("```py extra\nx = 1\n```")).toEqual([{ language: "py", info: "py extra", code: "x = 1\n" }]);
  });
});
