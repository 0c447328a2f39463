import { expect, test } from "vitest";
import { describeElapsed, formatElapsed, formatSuggestedLength, isPastSuggestedLength } from "./answer-timer";

test("elapsed time shows minutes and seconds, and hours only once needed", () => {
  expect(formatElapsed(0)).toBe("0:00");
  expect(formatElapsed(134)).toBe("2:14");
  expect(formatElapsed(3723)).toBe("1:02:03");
  expect(formatElapsed(-5)).toBe("0:00");
});

test("a screen reader hears the time in words", () => {
  expect(describeElapsed(134)).toBe("2 minutes 14 seconds");
  expect(describeElapsed(60)).toBe("1 minute");
  expect(describeElapsed(0)).toBe("0 seconds");
});

test("the suggestion is a range for behavioral answers and one length for the others", () => {
  expect(formatSuggestedLength("behavioral")).toBe("2–3 min");
  expect(formatSuggestedLength("technical")).toBe("5 min");
  expect(formatSuggestedLength("system-design")).toBe("8 min");
});

test("the timer is past the suggestion only after its upper end", () => {
  expect(isPastSuggestedLength("behavioral", 180)).toBe(false);
  expect(isPastSuggestedLength("behavioral", 181)).toBe(true);
  expect(isPastSuggestedLength("technical", 250)).toBe(false);
  expect(isPastSuggestedLength("technical", 301)).toBe(true);
});
