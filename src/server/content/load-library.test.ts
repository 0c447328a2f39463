import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { CONTENT_DIR, loadLibrary, readLibrary } from "./load-library";

const tempDirs: string[] = [];
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function createContentDir(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-content-"));
  tempDirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, "content", name)), { recursive: true });
    fs.writeFileSync(path.join(root, "content", name), text);
  }
  return path.join(root, "content");
}

const twoSum = fs.readFileSync(path.join(CONTENT_DIR, "problems/two-sum/problem.json"), "utf8");

test("loads problems with their solution sources, and treats missing question and scenario files as empty", async () => {
  const contentDir = createContentDir({
    "problems/two-sum/problem.json": twoSum,
    "problems/two-sum/solution.js": "function twoSum() {}",
    "problems/two-sum/solution.py": "def two_sum(nums, target):\n    pass\n",
  });
  const library = await loadLibrary(contentDir);
  expect(library.problems.map((problem) => problem.slug)).toEqual(["two-sum"]);
  expect(library.problems[0]?.solutions.javascript).toBe("function twoSum() {}");
  expect(library.problems[0]?.comparison).toBe("unordered");
  expect(library.interviewQuestions).toEqual([]);
  expect(library.scenarios).toEqual([]);
});

test("names the file of every missing or invalid record", async () => {
  const contentDir = createContentDir({
    "problems/two-sum/problem.json": twoSum,
    "problems/two-sum/solution.js": "",
    "problems/other/problem.json": "{ not json",
    "interview-questions/behavioral.json": JSON.stringify([{ slug: "tell-me", type: "technical" }]),
    "scenarios/basic.json": "{}",
  });
  const { library, issues } = await readLibrary({ contentDir });
  expect(library.problems).toEqual([]);
  expect(issues).toContain("content/problems/two-sum/solution.py: missing");
  expect(issues).toContain("content/problems/other/solution.js: missing");
  expect(
    issues.some((issue) => issue.startsWith("content/interview-questions/behavioral.json[0] (tell-me): question:")),
  ).toBe(true);
  expect(issues).toContain("content/scenarios/basic.json: must be a JSON array");
  await expect(loadLibrary(contentDir)).rejects.toThrow(/The content library is invalid/);
});

test("reports an invalid field with its path", async () => {
  const broken = { ...JSON.parse(twoSum), hints: ["only one"] };
  const contentDir = createContentDir({
    "problems/two-sum/problem.json": JSON.stringify(broken),
    "problems/two-sum/solution.js": "",
    "problems/two-sum/solution.py": "",
  });
  const { issues } = await readLibrary({ contentDir });
  expect(issues).toEqual([
    "content/problems/two-sum/problem.json: hints: three graded hints: nudge, approach, key insight",
  ]);
});

test("reports a problem without follow-ups", async () => {
  const { followUps: _, ...withoutFollowUps } = JSON.parse(twoSum);
  const contentDir = createContentDir({
    "problems/two-sum/problem.json": JSON.stringify(withoutFollowUps),
    "problems/two-sum/solution.js": "",
    "problems/two-sum/solution.py": "",
  });
  const { issues } = await readLibrary({ contentDir });
  expect(issues).toEqual([
    "content/problems/two-sum/problem.json: followUps: missing: two or three follow-ups for the coding interview",
  ]);
});

test("reference times from content/reference-times.json come with their problems, and a bad file is an issue", async () => {
  const files = {
    "problems/two-sum/problem.json": twoSum,
    "problems/two-sum/solution.js": "function twoSum() {}",
    "problems/two-sum/solution.py": "def two_sum(nums, target):\n    pass\n",
  };
  const timed = await loadLibrary(
    createContentDir({ ...files, "reference-times.json": '{ "two-sum": { "javascript": 1.5, "python": 4 } }' }),
  );
  expect(timed.problems[0]?.referenceTimeMs).toEqual({ javascript: 1.5, python: 4 });
  const { issues } = await readLibrary({
    contentDir: createContentDir({ ...files, "reference-times.json": '{ "two-sum": { "python": -1 } }' }),
  });
  expect(issues.join()).toMatch(/reference-times\.json: two-sum\.python/);
});
