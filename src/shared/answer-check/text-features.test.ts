import { expect, test } from "vitest";
import { analyseAnswer } from "./answer-features";
import { findNames, findOwnActions, givesReason, isNegated, longestTermList, readWords, stem } from "./text-features";

const at = (text: string, word: string) => readWords(text).findIndex((candidate) => candidate.word === word);

test("word forms share a stem (Porter2), numbers stay as they are", () => {
  expect(["escalated", "escalation", "escalating"].map(stem)).toEqual(["escal", "escal", "escal"]);
  expect(["caching", "cached", "cache"].map(stem)).toEqual(["cach", "cach", "cach"]);
  expect(stem("p99")).toBe("p99");
});

test("a word is negated by a negation earlier in its own clause, not by one in another clause", () => {
  const text = "We did not add a cache, and the queue stayed. We never sharded because the data was small.";
  const words = readWords(text);
  expect(isNegated(words, at(text, "cache"))).toBe(true);
  expect(isNegated(words, at(text, "queue"))).toBe(false);
  expect(isNegated(words, at(text, "sharded"))).toBe(true);
  expect(givesReason(words, at(text, "cache"))).toBe(false);
  expect(givesReason(words, at(text, "sharded"))).toBe(true);
  expect(isNegated(readWords("Use a queue rather than polling."), 5)).toBe(true);
});

test("the candidate's own actions are I + a past verb, not a view (I think, I was, I guess)", () => {
  const text = "I think it was hard. I was annoyed. I asked her why, then I quickly wrote a script and I ran it.";
  const words = readWords(text);
  expect(findOwnActions(words).map((word) => text.slice(word.start, words[words.indexOf(word) + 1]?.end))).toEqual([
    "I asked",
    "I quickly",
    "I ran",
  ]);
});

test("named systems are capitalised mid-sentence words, acronyms, inner capitals and words with digits", () => {
  const text = "Result: We moved it to Postgres. Then DynamoDB took the AWS load at p99 under 40 ms. I did it.";
  expect(findNames(text, readWords(text)).map(({ word }) => word)).toEqual(["postgres", "dynamodb", "aws", "p99"]);
});

test('"kind of" after a determiner names a kind; elsewhere it hedges', () => {
  const named = analyseAnswer(["Teams send one kind of request to us every day."], null, "technical");
  const hedged = analyseAnswer(["It kind of worked out, I think."], null, "technical");
  expect(named.hedges).toEqual([]);
  expect(hedged.hedges.map(({ quote }) => quote)).toEqual(["kind of", "worked out", "I think"]);
});

test("an argued rejection is quoted whole as the key point's evidence", () => {
  const text = "We did not add a cache because prices change every second.";
  const [finding] =
    analyseAnswer([text], [{ point: "Caches reads", phrasings: ["cach*"] }], "technical").keyPoints ?? [];
  expect(finding).toEqual({
    point: "Caches reads",
    evidence: { part: 0, start: 0, end: 22, quote: "We did not add a cache" },
    rejected: true,
  });
});

test("a list of bare terms is counted as one run, and a clause with a verb breaks it", () => {
  expect(longestTermList("I'd use Redis, Kafka, Cassandra, sharding, replication, and a NoSQL store.")).toBe(6);
  expect(longestTermList("Reads go to Redis. Writes go to Postgres, which we shard by user id.")).toBe(1);
  expect(longestTermList("TCP: reliable, ordered. UDP: no guarantees, no handshake, so late data is dropped.")).toBe(2);
});

test("a key point said in the answer's own words gets partial credit for the words it uses", () => {
  const points = [{ point: "Uses parameterised queries", phrasings: ["parameterised queries", "prepared statement*"] }];
  const [none, half] = ["We escape quotes by hand.", "We send every query with placeholders."].map(
    (text) => analyseAnswer([text], points, "technical").keyPointShare,
  );
  expect(none).toBe(0);
  expect(half).toBe(0.5);
});

test("partial credit counts only words the answer affirms, or rejects with a reason", () => {
  const points = [{ point: "Caches hot keys", phrasings: ["cache hot keys"] }];
  const share = (text: string) => analyseAnswer([text], points, "technical").keyPointShare;
  expect(share("We did not add a cache. Every read goes to the primary.")).toBe(0);
  expect(share("We did not add a cache because prices change every second.")).toBeCloseTo(1 / 3);
  expect(share("We put a cache in front of the primary.")).toBeCloseTo(1 / 3);
});
