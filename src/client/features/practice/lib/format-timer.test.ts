import { expect, test } from "vitest";
import { formatSolveTarget, getTargetStatus } from "./format-timer";

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
