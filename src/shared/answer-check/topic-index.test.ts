import { expect, test } from "vitest";
import { checkAnswer } from "./automatic-check";
import { contentStems } from "./text-features";
import { createTopicIndex, type TopicSource } from "./topic-index";

const HASH_MAP: TopicSource = {
  type: "technical",
  question: "How does a hash map work under the hood?",
  expectedAnswer: "A hash function maps the key to a bucket; collisions chain or probe; past a load factor it resizes.",
  keyPoints: [{ point: "Hashes the key to a bucket index", phrasings: ["bucket", "hash function"] }],
};
const SQL_INJECTION: TopicSource = {
  type: "technical",
  question: "How do you prevent SQL injection?",
  expectedAnswer: "Parameterised queries keep input out of the query's structure; least privilege limits the damage.",
  keyPoints: [{ point: "Uses parameterised queries", phrasings: ["parameteri*", "prepared statement*"] }],
};
const CONFLICT: TopicSource = {
  type: "behavioral",
  question: "Tell me about a serious disagreement with a teammate and how you resolved it.",
  expectedAnswer: "A real disagreement, understanding the other side, settling it on evidence.",
};
const INDEX = createTopicIndex([HASH_MAP, SQL_INJECTION, CONFLICT]);

const INJECTION_ANSWER =
  "Never build the query by concatenating what the user typed. Send the statement with placeholders and pass the " +
  "values separately, so the database never reads them as query structure, and give the app's database user only " +
  "the privileges it needs so that a mistake cannot drop a table.";

test("an answer fits its own question, and an answer to another question fits that one better", () => {
  const fit = INDEX.fit(contentStems(INJECTION_ANSWER), SQL_INJECTION);
  expect(fit.own).toBeGreaterThan(fit.bestOther);
  expect(fit.ratio).toBeGreaterThan(1);
  const elsewhere = INDEX.fit(contentStems(INJECTION_ANSWER), HASH_MAP);
  expect(elsewhere.ratio).toBeLessThan(0.75);
});

test("only questions of the same type are compared, and a word every question shares weighs nothing", () => {
  // The behavioral question is not compared with a technical answer: a technical index of one question has no rival.
  const alone = createTopicIndex([HASH_MAP, CONFLICT]).fit(contentStems(INJECTION_ANSWER), HASH_MAP);
  expect(alone.bestOther).toBe(0);
  const a: TopicSource = { type: "technical", question: "alpha beta" };
  const b: TopicSource = { type: "technical", question: "alpha gamma" };
  const index = createTopicIndex([a, b]);
  expect(index.fit(new Set(["alpha", "beta"]), a).own).toBe(1);
  expect(index.fit(new Set(["alpha", "delta"]), a).own).toBe(0);
});

test("the check scores 1 an answer that fits another library question far better, and says so", () => {
  const result = checkAnswer({
    type: "technical",
    answers: [INJECTION_ANSWER],
    keyPoints: [...(HASH_MAP.keyPoints ?? [])],
    seconds: 120,
    question: HASH_MAP.question,
    expectedAnswer: HASH_MAP.expectedAnswer,
    topics: INDEX,
  });
  expect(result.score).toBe(1);
  expect(result.criteria.find(({ criterion }) => criterion === "Relevance")?.reason).toMatch(/different question/);
  const onTopic = checkAnswer({
    type: "technical",
    answers: [INJECTION_ANSWER],
    keyPoints: [...(SQL_INJECTION.keyPoints ?? [])],
    seconds: 120,
    question: SQL_INJECTION.question,
    expectedAnswer: SQL_INJECTION.expectedAnswer,
    topics: INDEX,
  });
  expect(onTopic.score).toBeGreaterThan(1);
  expect(onTopic.criteria.find(({ criterion }) => criterion === "Relevance")?.reason).not.toMatch(/different/);
});
