import { expect, test } from "vitest";
import { type InterviewerProblem, type InterviewerState, nudge, openPhase, replyTo } from "./scripted-interviewer";

const problem: InterviewerProblem = {
  title: "Two Sum",
  description: "Return the positions of the two numbers that add up to the target.",
  optimalApproach: null,
  constraints: ["2 <= nums.length <= 10^4", "Exactly one valid pair exists."],
  hints: ["Which value completes the pair?", "Remember what you have seen.", "A hash map gives O(1) lookups."],
  patterns: ["hashing"],
  complexity: { time: "O(n)", space: "O(n)" },
  followUps: [
    { question: "What if the input is sorted?", keyPoints: ["two pointers", "constant extra space"] },
    { question: "What if there are many queries?", keyPoints: ["precompute an index", "cache the results"] },
  ],
};
const state = (overrides: Partial<InterviewerState> = {}): InterviewerState => ({
  phase: "clarify",
  nudges: 0,
  followUpsAsked: 0,
  isAccepted: false,
  ...overrides,
});

test("each phase opens with the interviewer's prompt, and the first asks about the problem by name", () => {
  expect(openPhase(problem, state()).text).toContain('"Two Sum"');
  expect(openPhase(problem, state({ phase: "code" })).text).toMatch(/code it/);
  expect(openPhase(problem, state({ phase: "complexity" })).text).toMatch(/time and space complexity/);
});

test("a brute force or a worse complexity is asked to do better, citing the complexity the problem reaches", () => {
  const brute = replyTo(problem, state(), "I would use a brute force: check every pair with two nested loops.");
  expect(brute.text).toContain("Can you do better? There is an approach that runs in O(n) time.");
  const quadratic = replyTo(problem, state(), "Sort first, which is O(n log n) time.");
  expect(quadratic.text).toContain("That would work in O(n log n). Can you do better?");
});

test("the optimal complexity or the problem's technique is welcomed; a question is answered from the constraints", () => {
  expect(replyTo(problem, state(), "One pass with a map: O(n) time.").text).toContain("what I was hoping for");
  expect(replyTo(problem, state(), "I would use hashing to remember the values").text).toContain("promising direction");
  const question = replyTo(problem, state(), "Can the list hold duplicates?");
  expect(question.text).toContain("(2 <= nums.length <= 10^4; Exactly one valid pair exists); assume");
  expect(replyTo(problem, state(), "Let me think").text).toContain("Walk me through the steps");
});

test("the complexity answer is compared with the problem's, and testing is asked for when missing", () => {
  const right = replyTo(
    problem,
    state({ phase: "complexity", isAccepted: true }),
    "O(n) time and O(n) space. I would test an empty list and duplicates.",
  );
  expect(right.text).toBe("Agreed, O(n) time. Agreed, O(n) space. Good. Move on to the follow-ups when you are ready.");
  const wrong = replyTo(problem, state({ phase: "complexity" }), "It is O(n^2) time.");
  expect(wrong.text).toContain("Are you sure about O(n^2) time? Count the work again: this can be done in O(n).");
  expect(wrong.text).toContain("What is the space complexity");
  expect(wrong.text).toContain("how would you test it");
});

test("the follow-ups are asked one after another, then the interviewer is done", () => {
  const first = openPhase(problem, state({ phase: "follow-ups", isAccepted: true }));
  expect(first).toEqual({ text: "Your code passes. A follow-up: What if the input is sorted?", followUpsAsked: 1 });
  const second = replyTo(problem, state({ phase: "follow-ups", followUpsAsked: 1 }), "Two pointers from both ends.");
  expect(second).toEqual({ text: "Good. Another one: What if there are many queries?", followUpsAsked: 2 });
  const done = replyTo(problem, state({ phase: "follow-ups", followUpsAsked: 2 }), "Cache them.");
  expect(done.text).toContain("that is all from me");
  expect(done.followUpsAsked).toBe(2);
});

test("nudges give the hints one at a time, only while clarifying or coding", () => {
  expect(nudge(problem, state({ phase: "code", nudges: 0 }))).toBe(
    "Let me help a little. Which value completes the pair?",
  );
  expect(nudge(problem, state({ phase: "code", nudges: 2 }))).toBe(
    "Let me help a little. A hash map gives O(1) lookups.",
  );
  expect(nudge(problem, state({ phase: "code", nudges: 3 }))).toBeNull();
  expect(nudge(problem, state({ phase: "complexity" }))).toBeNull();
});
