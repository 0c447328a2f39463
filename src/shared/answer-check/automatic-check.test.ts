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

const CACHE_POINTS = [
  { point: "Caches the read path", phrasings: ["cach*", "redis"] },
  { point: "Shards the data", phrasings: ["shard*", "partition*"] },
  { point: "Estimates the load", phrasings: ["per second", "estimat*"] },
];

const HASH_MAP_POINTS = [
  { point: "Hashes the key to a bucket index", phrasings: ["bucket", "hash function", "modulo"] },
  { point: "Names a collision strategy", phrasings: ["collision*", "chaining", "open addressing", "probing"] },
  { point: "Explains load factor and resizing", phrasings: ["load factor", "resiz*", "rehash*"] },
  { point: "Worst case O(n) when keys collide", phrasings: ["worst case", "linear time"] },
];

const behavioral = (answer: string, keyPoints = KEY_POINTS) =>
  checkAnswer({ type: "behavioral", answers: [answer], keyPoints, seconds: 150 });

test("a strong behavioral answer covers its key points and STAR, quoting where it says each", () => {
  const result = checkAnswer({ type: "behavioral", answers: [STRONG, ""], keyPoints: KEY_POINTS, seconds: 150 });
  expect(result.kind).toBe("automatic");
  expect(result.keyPoints?.map(({ evidence }) => evidence?.quote)).toEqual([
    "understand why",
    "prototype",
    "As a result",
    "I learned",
  ]);
  // Each STAR part is quoted as the sentence that tells it with content, not a cue phrase.
  expect(result.star?.map(({ part, evidence }) => [part, evidence?.quote])).toEqual([
    ["situation", "At my last job our team disagreed about the queue"],
    ["task", "My goal was to ship the billing migration in a quarter"],
    [
      "action",
      "I decided to first understand why my teammate preferred Kafka, then I built a prototype and we ran a benchmark",
    ],
    ["result", "As a result we shipped on time and cut costs by 30 percent"],
  ]);
  expect(result.criteria.map(({ criterion, score }) => [criterion, score])).toEqual([
    ["Key points", 5],
    ["STAR structure", 5],
    ["Relevance", expect.any(Number)],
    ["Specificity", expect.any(Number)],
    ["Concrete wording", 5],
    ["Length", 3],
    ["Time", 5],
  ]);
  // Length and time are reported, not scored: a short, complete answer is a strong one.
  expect(result.score).toBeGreaterThanOrEqual(4.5);
  expect(result.missed).toEqual([]);
  expect(result.strengths).toContain("Settles it with data");
});

test("evidence may come from a follow-up's answer, with that part's index and offsets", () => {
  const follow = "Next time I would write it down.";
  const result = checkAnswer({
    type: "behavioral",
    answers: ["We argued about the queue design with the platform team for two weeks.", follow],
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

test('an answer too short to say anything ("I don\'t know", "Pass.") scores 1', () => {
  for (const answer of ["I don't know.", "Pass.", "Hmm, not sure, sorry."])
    expect(checkAnswer({ type: "technical", answers: [answer], keyPoints: HASH_MAP_POINTS, seconds: 30 }).score).toBe(
      1,
    );
});

test("without key points (an AI-generated question) only what can be checked is scored, and nothing is off-topic", () => {
  const words = Array.from({ length: 200 }, () => "word").join(" ");
  const result = checkAnswer({ type: "system-design", answers: [words], keyPoints: null, seconds: 20 });
  expect(result.keyPoints).toBeNull();
  expect(result.criteria.map(({ criterion }) => criterion)).toEqual([
    "Relevance",
    "Specificity",
    "Concrete wording",
    "Length",
    "Time",
  ]);
  expect(result.criteria.find(({ criterion }) => criterion === "Relevance")?.reason).not.toMatch(/different question/);
  expect(result.criteria.at(-1)?.reason).toBe(
    "20 s: much quicker than the 8 min an interviewer expects; there is time to go deeper.",
  );
});

test("a fluent answer to another question scores 1 and is told so", () => {
  const bst =
    "A binary search tree keeps every node's left subtree smaller and its right subtree larger than the node, so a " +
    "lookup walks down one path. If it stays balanced, like a red-black or AVL tree, that path is O(log n) long, and " +
    "because the keys are ordered you also get range queries and in-order iteration for free.";
  const result = checkAnswer({ type: "technical", answers: [bst], keyPoints: HASH_MAP_POINTS, seconds: 200 });
  expect(result.score).toBe(1);
  expect(result.criteria.find(({ criterion }) => criterion === "Relevance")).toMatchObject({
    score: 1,
    reason: "Answers a different question: almost none of its words are about this one's topic.",
  });
  expect(result.improvement).toBe("Answer the question that was asked: this answer is about something else.");
});

test("the question's own text, when given, tells the topic too", () => {
  const answer = "Our checkout page had a slow query, so I added an index on the orders and latency fell to 40 ms.";
  const without = checkAnswer({ type: "technical", answers: [answer], keyPoints: null, seconds: 100 });
  const withText = checkAnswer({
    type: "technical",
    answers: [answer],
    keyPoints: null,
    seconds: 100,
    question: "How does a hash map work under the hood?",
    expectedAnswer: "A key is hashed to a bucket; collisions are chained; the table resizes past a load factor.",
  });
  expect(without.score).toBeGreaterThan(1);
  expect(withText.score).toBe(1);
});

test("a key point named only to be rejected does not count, unless the rejection is argued", () => {
  const bare = checkAnswer({
    type: "system-design",
    answers: ["We did not add a cache. Reads go straight to the primary database, which we shard by user id."],
    keyPoints: CACHE_POINTS,
    seconds: 300,
  });
  expect(bare.keyPoints?.[0]?.evidence).toBeNull();
  expect(bare.keyPoints?.[1]?.evidence?.quote).toBe("shard");
  expect(bare.criteria[0]?.reason).toBe(
    "Covers 1 of the 3 key points of a strong answer; rejects 1 without saying why.",
  );

  const argued = checkAnswer({
    type: "system-design",
    answers: ["We did not add a cache because every price changes each second, so it would serve stale data."],
    keyPoints: CACHE_POINTS,
    seconds: 300,
  });
  expect(argued.keyPoints?.[0]?.evidence?.quote).toBe("We did not add a cache");
});

test("word forms and small typos still match a key point", () => {
  const points = [
    { point: "Escalates together", phrasings: ["escalation"] },
    { point: "Names the disagreement", phrasings: ["disagreement"] },
  ];
  const result = behavioral("We escalated it together after a long disagrement about the schema.", points);
  expect(result.keyPoints?.map(({ evidence }) => evidence?.quote)).toEqual(["escalated", "disagrement"]);
});

test('"in the end" is not a result: a result needs an outcome with a consequence', () => {
  const vague = behavioral(
    "We disagreed about something on a project, I don't remember exactly what. We talked about it. It went fine in the end I think.",
  );
  expect(vague.star?.find(({ part }) => part === "result")?.evidence).toBeNull();
  expect(vague.score).toBeLessThanOrEqual(2);

  const measured = behavioral(
    "My teammate and I disagreed about the export design, so I asked her to help me understand why she wanted it synchronous. " +
      "I pulled a week of report sizes from the logs as data and we split the path. In the end timeout tickets went from about 30 a month to zero.",
  );
  expect(measured.star?.find(({ part }) => part === "result")?.evidence?.quote).toBe(
    "In the end timeout tickets went from about 30 a month to zero",
  );
  expect(measured.score).toBeGreaterThan(vague.score + 1);
});

test("STAR labels and stock phrases with nothing specific behind them score at most 2", () => {
  const stuffed = behavioral(
    "Situation: there was a conflict with a teammate. Task: my task was to resolve the conflict and align the team. " +
      "Action: I sought to understand their point of view, we looked at the data and I kept stakeholders informed. " +
      "Result: in the end we reached alignment, and I learned a valuable lesson that I apply going forward.",
  );
  expect(stuffed.keyPoints?.filter(({ evidence }) => evidence).length).toBeGreaterThanOrEqual(3);
  expect(stuffed.score).toBeLessThanOrEqual(2);
  const wording = stuffed.criteria.find(({ criterion }) => criterion === "Concrete wording");
  expect(wording?.evidence.map(({ quote }) => quote)).toEqual(
    expect.arrayContaining(["stakeholders", "reached alignment", "valuable lesson", "going forward"]),
  );
  expect(stuffed.improvement).toMatch(/^Replace the general phrases/);
});

test("specificity quotes the numbers, the named systems and the candidate's own actions", () => {
  const result = behavioral(
    "Our Postgres primary hit 95% CPU during the March sale. I paged the on-call lead and I moved the reports to a replica.",
  );
  const specificity = result.criteria.find(({ criterion }) => criterion === "Specificity");
  expect(specificity?.reason).toBe("1 number, 3 named systems or people, 2 of the candidate's own actions.");
  expect(specificity?.evidence.map(({ quote }) => quote)).toEqual(["95", "Postgres", "CPU", "I paged", "I moved"]);
});

test("a list of terms that never says why scores at most 2, however many key points it names", () => {
  const listed = checkAnswer({
    type: "system-design",
    answers: [
      "I'd design a microservices architecture with Redis caching, Kafka, a CDN, consistent hashing, sharding and " +
        "replication on Cassandra, estimated at a million requests per second.",
    ],
    keyPoints: CACHE_POINTS,
    seconds: 300,
  });
  expect(listed.keyPoints?.every(({ evidence }) => evidence)).toBe(true);
  expect(listed.score).toBeLessThanOrEqual(2);
});
