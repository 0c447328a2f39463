import { expect, test } from "vitest";
import { estimateReviewMinutes } from "./estimate";
import { suggestGrade } from "./grade-suggestion";

const target = 20 * 60;

test("a problem given up on is Again whatever else happened", () => {
  expect(suggestGrade({ track: "coding", seconds: 60, targetSeconds: target, gaveUp: true }).grade).toBe("again");
});

test("a problem accepted first time within the target, without hints, is Good", () => {
  expect(suggestGrade({ track: "coding", seconds: 15 * 60, targetSeconds: target })).toEqual({
    grade: "good",
    reason: "Accepted without hints or failed submissions, within the target time.",
  });
});

test("a clean solve in half the target time or less is Easy", () => {
  expect(suggestGrade({ track: "coding", seconds: 9 * 60, targetSeconds: target }).grade).toBe("easy");
});

test("one hint or one failed submission makes it Hard, and says why", () => {
  expect(suggestGrade({ track: "coding", seconds: 600, targetSeconds: target, hintsRevealed: 1 })).toEqual({
    grade: "hard",
    reason: "You revealed 1 hint.",
  });
  expect(suggestGrade({ track: "coding", seconds: 600, targetSeconds: target, failedSubmissions: 2 })).toEqual({
    grade: "hard",
    reason: "2 failed submissions first.",
  });
});

test("slow, with hints and many failures, is Again with the time as the main reason", () => {
  const suggestion = suggestGrade({
    track: "coding",
    seconds: 50 * 60,
    targetSeconds: target,
    hintsRevealed: 1,
    failedSubmissions: 1,
  });
  expect(suggestion).toEqual({ grade: "again", reason: "It took 250% of the target time." });
});

test("evaluated work follows its 1–5 score", () => {
  expect(suggestGrade({ track: "interviews", score: 1.5 }).grade).toBe("again");
  expect(suggestGrade({ track: "interviews", score: 3 }).grade).toBe("hard");
  expect(suggestGrade({ track: "system_design", score: 4 })).toEqual({
    grade: "good",
    reason: "The evaluation scored 4 out of 5.",
  });
  expect(suggestGrade({ track: "system_design", score: 5 }).grade).toBe("easy");
});

test("evaluated work without a score suggests Good", () => {
  expect(suggestGrade({ track: "interviews" }).grade).toBe("good");
});

test("the time estimate adds each card's minutes by track, new cards taking longer", () => {
  expect(
    estimateReviewMinutes([
      { track: "coding", isNew: true },
      { track: "coding", isNew: false },
      { track: "interviews", isNew: false },
      { track: "system_design", isNew: true },
    ]),
  ).toBe(20 + 15 + 5 + 20);
  expect(estimateReviewMinutes([])).toBe(0);
});
