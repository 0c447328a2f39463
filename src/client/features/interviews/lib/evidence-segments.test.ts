import { expect, test } from "vitest";
import type { AnswerEvaluation } from "@/shared/schemas/interview-answers";
import { getEvidenceMarks, splitIntoSegments } from "./evidence-segments";

test("an answer without marks is one plain segment", () => {
  expect(splitIntoSegments("Just words.", [])).toEqual([{ start: 0, text: "Just words.", labels: [] }]);
});

test("a mark cuts the answer into plain, highlighted and plain text", () => {
  expect(splitIntoSegments("We cached the reads.", [{ start: 3, end: 9, label: "Key point: Caching" }])).toEqual([
    { start: 0, text: "We ", labels: [] },
    { start: 3, text: "cached", labels: ["Key point: Caching"] },
    { start: 9, text: " the reads.", labels: [] },
  ]);
});

test("overlapping marks give the shared stretch both labels", () => {
  expect(
    splitIntoSegments("abcdefgh", [
      { start: 0, end: 4, label: "Depth" },
      { start: 2, end: 6, label: "Trade-offs" },
    ]),
  ).toEqual([
    { start: 0, text: "ab", labels: ["Depth"] },
    { start: 2, text: "cd", labels: ["Depth", "Trade-offs"] },
    { start: 4, text: "ef", labels: ["Trade-offs"] },
    { start: 6, text: "gh", labels: [] },
  ]);
});

test("the same span cited twice under one label is one highlight; adjacent equal marks join", () => {
  expect(
    splitIntoSegments("abcdef", [
      { start: 1, end: 3, label: "Depth" },
      { start: 1, end: 3, label: "Depth" },
      { start: 3, end: 5, label: "Depth" },
    ]),
  ).toEqual([
    { start: 0, text: "a", labels: [] },
    { start: 1, text: "bcde", labels: ["Depth"] },
    { start: 5, text: "f", labels: [] },
  ]);
});

test("marks past the end of the text are clipped and empty ones dropped", () => {
  expect(
    splitIntoSegments("short", [
      { start: 3, end: 50, label: "A" },
      { start: 9, end: 12, label: "B" },
      { start: 2, end: 2, label: "C" },
    ]),
  ).toEqual([
    { start: 0, text: "sho", labels: [] },
    { start: 3, text: "rt", labels: ["A"] },
  ]);
  expect(splitIntoSegments("", [{ start: 0, end: 4, label: "A" }])).toEqual([]);
});

test("the marks of one part come from the criteria, the key points and the STAR parts", () => {
  const evaluation: AnswerEvaluation = {
    kind: "automatic",
    score: 3,
    criteria: [
      {
        criterion: "Coverage",
        score: 3,
        reason: "Two of four key points.",
        evidence: [
          { part: 0, start: 0, end: 4, quote: "We c" },
          { part: 1, start: 0, end: 2, quote: "So" },
        ],
      },
    ],
    strengths: [],
    improvement: null,
    missed: [],
    droppedQuotes: [],
    keyPoints: [
      { point: "Caching", evidence: { part: 0, start: 3, end: 9, quote: "cached" } },
      { point: "Sharding", evidence: null },
    ],
    star: [{ part: "result", evidence: { part: 0, start: 10, end: 12, quote: "up" } }],
    words: 10,
    seconds: 60,
  };
  expect(getEvidenceMarks(evaluation, 0)).toEqual([
    { start: 0, end: 4, label: "Coverage" },
    { start: 3, end: 9, label: "Key point: Caching" },
    { start: 10, end: 12, label: "STAR: Result" },
  ]);
  expect(getEvidenceMarks(evaluation, 1)).toEqual([{ start: 0, end: 2, label: "Coverage" }]);
});
