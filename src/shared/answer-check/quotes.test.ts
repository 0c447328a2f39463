import { expect, test } from "vitest";
import { checkQuotes, findQuote } from "./quotes";

const PARTS = ["I profiled the service first.\nThen I added a   cache in front of Postgres.", "We’d shard by user id."];

test("a quote found in the answer becomes evidence with its exact place and the answer's own words", () => {
  expect(findQuote(PARTS, "added a cache in front of postgres")).toEqual({
    part: 0,
    start: 37,
    end: 73,
    quote: "added a   cache in front of Postgres",
  });
  expect(findQuote(PARTS, "we'd shard by user id")).toEqual({
    part: 1,
    start: 0,
    end: 21,
    quote: "We’d shard by user id",
  });
});

test("surrounding quotation marks are not part of the quote", () => {
  expect(findQuote(PARTS, "“I profiled the service first.”")?.quote).toBe("I profiled the service first.");
});

test("an invented or reworded quote is not evidence, and neither is a word or two letters", () => {
  expect(findQuote(PARTS, "I added Redis")).toBeNull();
  expect(findQuote(PARTS, "I")).toBeNull();
  expect(findQuote(PARTS, "  ")).toBeNull();
});

test("checking quotes keeps the real ones and lists the dropped ones", () => {
  expect(checkQuotes(PARTS, ["shard by user id", "used Kafka for events", ""])).toEqual({
    evidence: [{ part: 1, start: 5, end: 21, quote: "shard by user id" }],
    dropped: ["used Kafka for events"],
  });
});
