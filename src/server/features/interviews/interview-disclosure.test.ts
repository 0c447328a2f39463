import { expect, test } from "vitest";
import { countReachedFollowUps } from "./interview-disclosure";

test("no follow-up is reached before an answer has words", () => {
  expect(countReachedFollowUps(3, [])).toBe(0);
  expect(countReachedFollowUps(3, [{ part: 0, text: "  \n" }])).toBe(0);
});

test("each answered part reaches the follow-up after it, never past the last", () => {
  expect(countReachedFollowUps(3, [{ part: 0, text: "answer" }])).toBe(1);
  expect(
    countReachedFollowUps(3, [
      { part: 0, text: "a" },
      { part: 1, text: "b" },
    ]),
  ).toBe(2);
  expect(countReachedFollowUps(2, [{ part: 2, text: "c" }])).toBe(2);
  expect(countReachedFollowUps(0, [{ part: 0, text: "a" }])).toBe(0);
});

test("an answered follow-up keeps itself and those before it even when earlier answers are cleared", () => {
  expect(
    countReachedFollowUps(3, [
      { part: 0, text: "" },
      { part: 1, text: "b" },
    ]),
  ).toBe(2);
});
