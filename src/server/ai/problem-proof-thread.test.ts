import { expect, test } from "vitest";
import { makeProblemAnswer } from "../../../tests/fixtures/fake-openai";
import { problemAnswerSchema } from "./ai-answers";
import { PROOF_TIMED_OUT, runProof } from "./problem-proof-thread";

// The proof worker is one thread per process: a proof that does not answer in time has its worker
// killed and fails with a reason, and the next proof gets a fresh worker.

const answer = problemAnswerSchema.parse(JSON.parse(makeProblemAnswer()));
const request = (source: string, timeLimitMs: number) => ({
  problem: { signature: answer.signature, comparison: answer.comparison, timeLimitMs },
  tests: answer.tests,
  source,
});

test("a proof that outlives its allowance fails as not finished in time, and the next one still runs", async () => {
  const endless = request("function twoSum(nums, target) { while (true) {} }", 60_000);
  // The judge would stop the loop only after a minute; the worker is killed long before.
  expect(await runProof(endless, 500)).toEqual({ failure: PROOF_TIMED_OUT });
  const sound = await runProof(request(answer.solutions.javascript, 2000), 10_000);
  expect(sound).toMatchObject({ report: { verdict: "accepted", passed: answer.tests.length } });
});

test("proofs asked for together are answered one after another, each with its own report", async () => {
  const wrong = "function twoSum(nums, target) { return [0, 1]; }";
  const [first, second] = await Promise.all([
    runProof(request(wrong, 2000), 10_000),
    runProof(request(answer.solutions.javascript, 2000), 10_000),
  ]);
  expect(first).toMatchObject({ report: { verdict: "wrong_answer" } });
  expect(second).toMatchObject({ report: { verdict: "accepted" } });
});
