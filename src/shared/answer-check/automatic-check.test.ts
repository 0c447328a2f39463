import { expect, test } from "vitest";
import { checkAnswer } from "./automatic-check";

const KEY_POINTS = [
  { point: "Seeks to understand the other side", phrasings: ["their point of view", "understand* why"] },
  { point: "Settles it with data", phrasings: ["data", "benchmark*", "prototype"] },
  { point: "States a concrete outcome", phrasings: ["as a result", "we shipped", "percent"] },
  { point: "Names a lesson", phrasings: ["i learned", "next time"] },
];

const STRONG = [
  "At my last job our team disagreed about the queue. My goal was to ship the billing migration in a quarter.",
  "I decided to first understand why my teammate preferred Kafka, then I built a prototype and we ran a benchmark.",
  "As a result we shipped on time and cut costs by 30 percent. I learned to ask for data early.",
].join(" ");

test("a strong behavioral answer covers its key points and STAR, quoting where it says each", () => {
  const result = checkAnswer({ type: "behavioral", answers: [STRONG, ""], keyPoints: KEY_POINTS, seconds: 150 });
  expect(result.kind).toBe("automatic");
  expect(result.keyPoints?.map(({ evidence }) => evidence?.quote)).toEqual([
    "understand why",
    "prototype",
    "As a result",
    "I learned",
  ]);
  expect(result.star?.map(({ part, evidence }) => [part, evidence?.quote])).toEqual([
    ["situation", "At my last"],
    ["task", "My goal"],
    ["action", "I decided"],
    ["result", "As a result"],
  ]);
  expect(result.criteria.map(({ criterion, score }) => [criterion, score])).toEqual([
    ["Key points", 5],
    ["STAR structure", 5],
    ["Length", 3],
    ["Time", 5],
  ]);
  // Key points count twice: (5·2 + 5 + 3 + 5) / 5.
  expect(result.score).toBe(4.6);
  expect(result.missed).toEqual([]);
  expect(result.strengths).toContain("Settles it with data");
});

test("evidence may come from a follow-up's answer, with that part's index and offsets", () => {
  const follow = "Next time I would write it down.";
  const result = checkAnswer({
    type: "behavioral",
    answers: ["We argued.", follow],
    keyPoints: KEY_POINTS,
    seconds: 60,
  });
  expect(result.keyPoints?.[3]?.evidence).toEqual({ part: 1, start: 0, end: 9, quote: "Next time" });
  expect(result.missed).toEqual([
    "Seeks to understand the other side",
    "Settles it with data",
    "States a concrete outcome",
  ]);
  expect(result.improvement).toBe(
    "Cover what the answer leaves out, starting with: Seeks to understand the other side.",
  );
});

test("an empty answer scores 1 everywhere and says so", () => {
  const result = checkAnswer({ type: "technical", answers: ["", "  "], keyPoints: KEY_POINTS, seconds: 400 });
  expect(result.score).toBe(1);
  expect(result.words).toBe(0);
  expect(result.criteria.every(({ score, reason }) => score === 1 && reason === "No answer was given.")).toBe(true);
  expect(result.star).toBeNull();
});

test("without key points (an AI-generated question) only what can be checked is scored", () => {
  const words = Array.from({ length: 200 }, () => "word").join(" ");
  const result = checkAnswer({ type: "system-design", answers: [words], keyPoints: null, seconds: 20 });
  expect(result.keyPoints).toBeNull();
  expect(result.criteria.map(({ criterion, score }) => [criterion, score])).toEqual([
    ["Length", 5],
    ["Time", 3],
  ]);
  expect(result.criteria[1]?.reason).toBe(
    "20 s: much quicker than the 8 min an interviewer expects; there is time to go deeper.",
  );
});
