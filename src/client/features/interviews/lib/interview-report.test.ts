import { expect, test } from "vitest";
import type { QuestionEvaluation } from "@/shared/schemas/interview-answers";
import { describeDroppedQuotes, getOverallScore, hasUnsettledEvaluations } from "./interview-report";

const done = (score: number): QuestionEvaluation => ({
  status: "done",
  result: {
    kind: "automatic",
    score,
    criteria: [],
    strengths: [],
    improvement: null,
    missed: [],
    droppedQuotes: [],
    keyPoints: null,
    star: null,
    words: 0,
    seconds: 0,
  },
  error: null,
});
const withStatus = (status: QuestionEvaluation["status"]): QuestionEvaluation => ({
  status,
  result: null,
  error: null,
});
const interviewOf = (...evaluations: (QuestionEvaluation | null)[]) => ({
  questions: evaluations.map((evaluation) => ({ evaluation })) as never,
});

test("the overall score is the mean of the question scores, to one decimal", () => {
  expect(getOverallScore(interviewOf(done(4), done(3.5), done(4), done(3), done(4.5)))).toBe(3.8);
  expect(getOverallScore(interviewOf(done(2), done(3), done(3)))).toBe(2.7);
});

test("no overall score until every evaluation is done", () => {
  expect(getOverallScore(interviewOf(done(4), withStatus("running")))).toBeNull();
  expect(getOverallScore(interviewOf(done(4), withStatus("failed")))).toBeNull();
  expect(getOverallScore(interviewOf(done(4), null))).toBeNull();
  expect(getOverallScore(interviewOf())).toBeNull();
});

test("pending and running evaluations keep the report polling; done, failed and none do not", () => {
  expect(hasUnsettledEvaluations(interviewOf(done(4), withStatus("pending")))).toBe(true);
  expect(hasUnsettledEvaluations(interviewOf(withStatus("running")))).toBe(true);
  expect(hasUnsettledEvaluations(interviewOf(done(4), withStatus("failed"), null))).toBe(false);
  expect(hasUnsettledEvaluations(undefined)).toBe(false);
});

test("the dropped-quotes note counts in words", () => {
  expect(describeDroppedQuotes(1)).toBe("1 quote the AI gave was not in your answer and was dropped.");
  expect(describeDroppedQuotes(2)).toBe("2 quotes the AI gave were not in your answer and were dropped.");
});
