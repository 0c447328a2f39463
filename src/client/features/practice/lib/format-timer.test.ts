import { expect, test } from "vitest";
import { describeElapsed, formatElapsed, formatSolveTarget, getTargetStatus } from "./format-timer";

test("formatElapsed shows minutes and seconds, and hours only past an hour", () => {
  expect(formatElapsed(0)).toBe("0:00");
  expect(formatElapsed(65)).toBe("1:05");
  expect(formatElapsed(725)).toBe("12:05");
  expect(formatElapsed(3723)).toBe("1:02:03");
  expect(formatElapsed(59.9)).toBe("0:59");
  expect(formatElapsed(-5)).toBe("0:00");
});

test("describeElapsed spells the duration out for screen readers", () => {
  expect(describeElapsed(0)).toBe("0 seconds");
  expect(describeElapsed(61)).toBe("1 minute 1 second");
  expect(describeElapsed(3723)).toBe("1 hour 2 minutes 3 seconds");
  expect(describeElapsed(7200)).toBe("2 hours");
});

test("the target follows the difficulty", () => {
  expect(formatSolveTarget("easy")).toBe("Target 15–20 min");
  expect(formatSolveTarget("medium")).toBe("Target 25–30 min");
  expect(formatSolveTarget("hard")).toBe("Target 40–60 min");
});

test("getTargetStatus places the elapsed time under, within or over the target range", () => {
  expect(getTargetStatus("easy", 14 * 60)).toBe("under");
  expect(getTargetStatus("easy", 15 * 60)).toBe("within");
  expect(getTargetStatus("easy", 20 * 60)).toBe("within");
  expect(getTargetStatus("easy", 20 * 60 + 1)).toBe("over");
  expect(getTargetStatus("hard", 45 * 60)).toBe("within");
});
