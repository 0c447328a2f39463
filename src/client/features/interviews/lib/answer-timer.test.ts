import { expect, test } from "vitest";
import { formatSuggestedLength, isPastSuggestedLength } from "./answer-timer";

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
