import { expect, test } from "vitest";
import { setSubscription, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { createAiTestApp, NOW } from "../../../../tests/fixtures/ai-test-app";
import {
  act,
  CODING_LIBRARY,
  readRound,
  say,
  setUpCodingInterviewTests,
  startRound,
  submitCode,
} from "../../../../tests/fixtures/coding-interview-fixtures";

// The AI interviewer of a coding round, against the fake model server: its answers grounded in the candidate's
// code and words, its reactions to the follow-up answers before the script asks the next, an answer that is only
// code refused, and the script taking over when AI access ends mid-round.

const { app, db, clock, fake, openai, provider } = await setUpCodingInterviewTests();
// An app of its own with rate limits on, as in production (the other tests' app has them off).
const limited = await createAiTestApp(CODING_LIBRARY, { library: async () => CODING_LIBRARY, rateLimits: true });
const after = (minutes: number) => {
  clock.now = new Date(NOW.getTime() + minutes * 60_000);
};

test("with a model, the AI interviewer answers the candidate, grounded in their code and words", async () => {
  provider.use(openai);
  const { call } = await signUpCaller(app);
  const round = await startRound(call);
  expect(round.interviewer).toBe("ai");
  await act(call, round.id, "next-phase");
  const code = "function solve(nums) {\n  return nums.length;\n}";
  await call("PUT", `/api/practice/problems/${round.problemId}/drafts/javascript`, { code });
  fake.enqueue({ content: JSON.stringify({ reply: "Why does your function return nums.length?" }) });
  const answered = await say(call, round.id, "I think my solution is done.");
  expect(answered.transcript.slice(-2)).toMatchObject([
    { role: "candidate", phase: "code", text: "I think my solution is done." },
    { role: "interviewer", phase: "code", text: "Why does your function return nums.length?" },
  ]);
  const prompt = JSON.stringify(fake.requests.at(-1)?.body);
  for (const grounding of ["return nums.length", "I think my solution is done.", "Pair Finder", "O(n)"])
    expect(prompt).toContain(grounding);

  // An answer that is nothing but code never reaches the candidate, and their message is not half-kept.
  fake.enqueue({ content: JSON.stringify({ reply: "```js\nreturn nums[0];\n```" }) });
  const failed = await call("POST", `/api/interviews/coding/${round.id}/messages`, { text: "Is it right?" });
  expect(failed.status).toBe(502);
  expect(await failed.json()).toMatchObject({ error: { code: "AI_FAILED" } });
  const after = await readRound(await call("GET", `/api/interviews/coding/${round.id}`));
  expect(after.transcript).toEqual(answered.transcript);
});

test("a trial that ends mid-round leaves the scripted interviewer to answer, without asking the model", async () => {
  provider.use(openai);
  const { userId, call } = await signUpCaller(app);
  const round = await startRound(call);
  await setSubscription(db, userId, { status: "expired" });
  const asked = fake.requests.length;
  const answered = await say(call, round.id, "I would sort first, O(n log n) time.");
  expect(answered.transcript.at(-1)?.text).toContain("Can you do better? There is an approach that runs in O(n) time.");
  expect(fake.requests).toHaveLength(asked);
});

test("in the follow-ups, the model reacts to each answer against what a good one names, then the next is asked", async () => {
  provider.use(openai);
  const { call } = await signUpCaller(app);
  const round = await startRound(call);
  fake.enqueue({ content: JSON.stringify({ reply: "A hash map sounds right. Start coding." }) });
  await say(call, round.id, "One pass with a hash map, O(n) time.");
  await act(call, round.id, "next-phase");
  await submitCode(call, round.problemId, "accepted");
  await act(call, round.id, "next-phase");
  const asked = await readRound(await act(call, round.id, "next-phase"));
  expect(asked.transcript.at(-1)?.text).toBe("Your code passes. A follow-up: What if the input is sorted?");

  fake.enqueue({ content: JSON.stringify({ reply: "Two pointers, yes. How much extra space does that need?" }) });
  const reacted = await say(call, round.id, "I would walk two pointers inward from both ends.");
  expect(reacted.transcript.at(-1)?.text).toBe(
    "Two pointers, yes. How much extra space does that need? Another one: What if there are many queries?",
  );
  const prompt = JSON.stringify(fake.requests.at(-1)?.body);
  for (const grounding of ["What if the input is sorted?", "two pointers; constant extra space", "walk two pointers"])
    expect(prompt).toContain(grounding);

  fake.enqueue({ content: JSON.stringify({ reply: "Caching the answers works while the data does not change." }) });
  const last = await say(call, round.id, "Cache each answer by its query.");
  expect(last.transcript.at(-1)?.text).toBe(
    "Caching the answers works while the data does not change. Thank you, that is all from me. Finish the round when you are ready.",
  );
});

test("a stuck candidate's nudge is the model's question toward the next hint, about their code; failing, the hint itself", async () => {
  provider.use(openai);
  after(0);
  const { call } = await signUpCaller(app);
  const round = await startRound(call);
  await act(call, round.id, "next-phase");
  const code = "function solve(nums) {\n  return nums;\n}";
  await call("PUT", `/api/practice/problems/${round.problemId}/drafts/javascript`, { code });
  const nudge = async () => readRound(await call("POST", `/api/interviews/coding/${round.id}/nudges`));

  after(4);
  fake.enqueue({
    content: JSON.stringify({ reply: "Your loop returns nums itself: what would you need to remember?" }),
  });
  const nudged = await nudge();
  expect(nudged).toMatchObject({ nudges: 1 });
  expect(nudged.transcript.at(-1)).toMatchObject({
    role: "interviewer",
    kind: "nudge",
    text: "Your loop returns nums itself: what would you need to remember?",
  });
  const prompt = JSON.stringify(fake.requests.at(-1)?.body);
  for (const grounding of ["stuck for several minutes", "hint and goes no further than it: nudge", "return nums;"])
    expect(prompt).toContain(grounding);

  after(8);
  fake.enqueue({ status: 400, message: "The model is unavailable." });
  const scripted = await nudge();
  expect(scripted).toMatchObject({ nudges: 2 });
  expect(scripted.transcript.at(-1)?.text).toBe("Let me help a little. approach");
  after(0);
});

test("the AI interviewer answers at most 20 messages a minute per candidate, with a message past them", async () => {
  limited.provider.use(limited.openai);
  const { call } = await signUpCaller(limited.app);
  const round = await startRound(call);
  for (let message = 1; message <= 20; message++) {
    limited.fake.enqueue({ content: JSON.stringify({ reply: `Answer ${message}.` }) });
    await say(call, round.id, `Question ${message}?`);
  }
  const refused = await call("POST", `/api/interviews/coding/${round.id}/messages`, { text: "One more?" });
  expect(refused.status).toBe(429);
  expect(await refused.json()).toMatchObject({
    error: {
      code: "RATE_LIMITED",
      message: "Too many messages to the interviewer. Please wait a minute and try again.",
    },
  });
  expect(limited.fake.requests.filter(({ path }) => path === "/v1/chat/completions")).toHaveLength(20);
});
