import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { createScratchContent } from "../../../tests/fixtures/scratch-content";
import { verifyLibrary } from "./verify-library";

// content:verify on hand-made interview questions: the key points, their phrasings, and the expected answer
// that must say each of them.

const root = createScratchContent();

const CACHE = { point: "Puts a cache on the read path", phrasings: ["cach*", "redis", "memcached"] };
const MEASURE = { point: "Measures the result", phrasings: ["measur*", "per cent", "hit rate"] };
const INVALIDATE = { point: "Says how the cache is invalidated", phrasings: ["invalidat*", "ttl", "evict*"] };

function makeQuestion(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    slug,
    type: "technical",
    question: "How would you make reads faster?",
    followUpQuestions: ["Why?", "How?"],
    expectedAnswer: "Put Redis in front of the database, expire entries with a TTL, and measure the hit rate.",
    evaluationCriteria: ["a", "b", "c"],
    keyPoints: [CACHE, MEASURE, INVALIDATE],
    ...overrides,
  };
}

function writeQuestions(content: string, questions: unknown[]): string {
  const dir = path.join(root, content, "interview-questions");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "technical.json"), JSON.stringify(questions));
  return path.join(root, content);
}

test("passes questions whose expected answer says every key point", async () => {
  const contentDir = writeQuestions("questions-pass", [makeQuestion("faster-reads")]);
  const report = await verifyLibrary({ contentDir, isJavaScriptOnly: true });
  expect(report.interviewQuestions).toBe(1);
  expect(report.failures).toEqual([]);
});

test("fails a question with too few key points, or a key point with too few phrasings", async () => {
  const contentDir = writeQuestions("questions-counts", [
    makeQuestion("two-points", { keyPoints: [CACHE, MEASURE] }),
    makeQuestion("two-phrasings", { keyPoints: [CACHE, MEASURE, { ...INVALIDATE, phrasings: ["ttl", "evict*"] }] }),
  ]);
  const { failures } = await verifyLibrary({ contentDir, isJavaScriptOnly: true });
  expect(failures).toHaveLength(2);
  expect(failures[0]).toMatch(
    /^questions-counts\/interview-questions\/technical\.json\[0\] \(two-points\): keyPoints: /,
  );
  expect(failures[1]).toMatch(
    /^questions-counts\/interview-questions\/technical\.json\[1\] \(two-phrasings\): keyPoints\.2\.phrasings: /,
  );
});

test("fails a phrasing without words, a prefix shorter than four letters, and a repeated point", async () => {
  const contentDir = writeQuestions("questions-phrasings", [
    makeQuestion("bad-phrasings", {
      keyPoints: [
        { ...CACHE, phrasings: ["redis", "ca*", "%"] },
        MEASURE,
        { ...MEASURE, point: "measures the RESULT" },
      ],
    }),
  ]);
  const { failures } = await verifyLibrary({ contentDir, isJavaScriptOnly: true });
  const where = "questions-phrasings/interview-questions/technical.json (bad-phrasings)";
  expect(failures).toEqual([
    `${where}: key point "Puts a cache on the read path": phrasing "ca*" has a prefix shorter than 4 letters`,
    `${where}: key point "Puts a cache on the read path": phrasing "%" has no words`,
    `${where}: key point "measures the RESULT" appears more than once`,
  ]);
});

test("fails a key point that the question's own expected answer never says", async () => {
  const contentDir = writeQuestions("questions-unsaid", [
    makeQuestion("unsaid", { expectedAnswer: "Put Redis in front of the database and measure the hit rate." }),
  ]);
  const { failures } = await verifyLibrary({ contentDir, isJavaScriptOnly: true });
  expect(failures).toEqual([
    `questions-unsaid/interview-questions/technical.json (unsaid): expectedAnswer never says key point "${INVALIDATE.point}"`,
  ]);
});
