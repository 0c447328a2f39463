import { expect, test } from "vitest";
import type { CodingPhase, CodingSubmission, CodingTurn } from "@/shared/schemas/coding-interviews";
import { evaluateRound, type RoundRecord } from "./evaluate-round";

// Hand-written rounds of one problem (Two Sum: O(n) time and space with a hash map): a strong candidate's
// and a weak one's. The evaluation must tell them apart, criterion by criterion, with quoted evidence.

const followUps = [
  {
    question: "What if the input were too large to fit in memory?",
    keyPoints: [
      "process the input in chunks or as a stream",
      "keep only a small summary in memory",
      "external sort on disk",
    ],
  },
];
const problem = { patterns: ["hashing"], complexity: { time: "O(n)", space: "O(n)" } };
const said = (phase: CodingPhase, text: string): CodingTurn => ({
  role: "candidate",
  phase,
  text,
  at: "2026-11-15T12:00:00Z",
});
const submit = (verdict: CodingSubmission["verdict"], passed: number): CodingSubmission => ({
  verdict,
  passed,
  total: 63,
  language: "python",
  at: "2026-11-15T12:10:00Z",
});

const strong: RoundRecord = {
  problem,
  transcript: [
    said("clarify", "Can the array hold duplicates? And is there always exactly one answer?"),
    said(
      "clarify",
      "My approach: walk the array once and keep a hash map from value to index. For each number I look up target minus the number; if it is there I return both indexes. That is hashing, O(n) time and O(n) space.",
    ),
    said(
      "code",
      "I'm writing the single pass now, checking the map before inserting so an element never pairs with itself.",
    ),
    said(
      "complexity",
      "Time is O(n), one pass with constant-time lookups. Space is O(n) for the map. I would test the examples, an empty array, duplicates like [3,3], negative numbers and the largest input.",
    ),
    said(
      "follow-ups",
      "I would process it as a stream in chunks, keeping only a small summary of the values in memory, or do an external sort on disk and use two pointers.",
    ),
  ],
  submissions: [submit("accepted", 63)],
  code: "def two_sum(nums, target):\n    seen = {}\n    for i, n in enumerate(nums):\n        if target - n in seen:\n            return [seen[target - n], i]\n        seen[n] = i\n",
  nudges: 0,
  followUpsAsked: followUps,
};

const weak: RoundRecord = {
  problem,
  transcript: [said("complexity", "It is O(n^2) I think.")],
  submissions: [submit("wrong_answer", 12), submit("wrong_answer", 20)],
  code: "def two_sum(nums, target):\n    return [0, 1]\n",
  nudges: 3,
  followUpsAsked: [],
};

test("a strong round scores clearly higher than a weak one, overall and on every criterion", () => {
  const good = evaluateRound(strong);
  const poor = evaluateRound(weak);
  expect(good.overall).toBeGreaterThanOrEqual(4.5);
  expect(poor.overall).toBeLessThanOrEqual(2);
  for (const [index, criterion] of good.criteria.entries())
    expect(criterion.score, criterion.criterion).toBeGreaterThan(poor.criteria[index]?.score ?? 5);
  expect(good.criteria.map(({ criterion }) => criterion)).toEqual([
    "communication",
    "problem-solving",
    "coding",
    "testing",
    "complexity",
  ]);
});

test("the evidence quotes the candidate's words and code and the judge's results", () => {
  const good = evaluateRound(strong);
  const evidence = (criterion: string) => good.criteria.find((found) => found.criterion === criterion)?.evidence ?? [];
  expect(evidence("coding")).toContain("Accepted 63/63 tests on the first Submit.");
  expect(evidence("coding").join(" ")).toContain("“def two_sum(nums, target):”");
  expect(evidence("communication")[0]).toContain("“Can the array hold duplicates?");
  expect(evidence("complexity")).toEqual([
    "Stated O(n) time; the problem's is O(n).",
    "Stated O(n) space; the problem's is O(n).",
  ]);
  expect(evidence("problem-solving").join(" ")).toMatch(/named 3 of 3 key points/);
  expect(evidence("testing")).toEqual([
    expect.stringMatching(/^Would test empty input, .*duplicates.*: “I would test the examples, an empty array/),
    "Accepted on the first Submit: verified before submitting.",
  ]);

  const poor = evaluateRound(weak);
  const poorEvidence = (criterion: string) =>
    poor.criteria.find((found) => found.criterion === criterion)?.evidence ?? [];
  expect(poorEvidence("coding")[0]).toBe("Best Submit: 20/63 tests (Wrong Answer), 2 Submits in all.");
  expect(poorEvidence("complexity")).toContain("Stated O(n^2) time; the problem's is O(n).");
  expect(poorEvidence("problem-solving")).toContain("Needed 3 nudges from the interviewer.");
});

test("nudges and failed Submits before the Accepted one lower the score", () => {
  const base = evaluateRound(strong);
  const helped = evaluateRound({
    ...strong,
    nudges: 2,
    submissions: [submit("wrong_answer", 40), submit("accepted", 63)],
  });
  expect(helped.overall).toBeLessThan(base.overall);
  const coding = helped.criteria.find(({ criterion }) => criterion === "coding");
  expect(coding?.evidence[0]).toBe("Accepted 63/63 tests on the second Submit.");
});
