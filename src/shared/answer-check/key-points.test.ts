import { expect, test } from "vitest";
import { matchKeyPoints, parsePhrasing, tokenize } from "./key-points";

const MEASURES = { point: "Measures the result", phrasings: ["measur*", "per cent", "%"] };
const CACHE = { point: "Puts a cache on the read path", phrasings: ["cach*", "redis"] };

test("words are found whatever their case and punctuation, with their place in the original text", () => {
  const answer = "We cut p99 latency by 40 per cent. Caching, via Redis, did it!";
  const [measures, cache] = matchKeyPoints(answer, [MEASURES, CACHE]);
  expect(measures).toEqual({ point: "Measures the result", span: { start: 25, end: 33 }, quote: "per cent" });
  expect(cache).toEqual({ point: "Puts a cache on the read path", span: { start: 35, end: 42 }, quote: "Caching" });
});

test("a point the answer never makes has no span and no quote", () => {
  expect(matchKeyPoints("We shipped it.", [CACHE])).toEqual([{ point: CACHE.point, span: null, quote: null }]);
});

test("a phrasing's words must be next to each other and in order", () => {
  const point = { point: "Names a trade-off", phrasings: ["trade-off", "on the other hand"] };
  expect(matchKeyPoints("the other hand, on balance", [point])[0]?.quote).toBeNull();
  expect(matchKeyPoints("The trade off was latency; on the other hand", [point])[0]?.quote).toBe("trade off");
  expect(matchKeyPoints("On the other hand, it was slower", [point])[0]?.quote).toBe("On the other hand");
});

test("a word matches whole unless it ends with *", () => {
  const exact = { point: "Caches", phrasings: ["cache"] };
  expect(matchKeyPoints("caching helps", [exact])[0]?.quote).toBeNull();
  expect(matchKeyPoints("a cache helps", [exact])[0]?.quote).toBe("cache");
  expect(matchKeyPoints("cache-aside", [exact])[0]?.quote).toBe("cache");
});

test("curly and straight apostrophes are the same word", () => {
  const point = { point: "Owns it", phrasings: ["I didn't"] };
  expect(matchKeyPoints("Honestly, I didn’t check.", [point])[0]?.quote).toBe("I didn’t");
});

test("the first place any phrasing occurs is the one quoted", () => {
  expect(matchKeyPoints("Redis first, then a cache", [CACHE])[0]?.quote).toBe("Redis");
});

test("tokens and phrasings share one notion of a word", () => {
  expect(tokenize("Hello, wörld 42!").map(({ word }) => word)).toEqual(["hello", "wörld", "42"]);
  expect(parsePhrasing("  load-balanc*  ")).toEqual([
    { word: "load", isPrefix: false },
    { word: "balanc", isPrefix: true },
  ]);
  expect(parsePhrasing("%")).toEqual([]);
});
