import { expect, test } from "vitest";
import type { Signature } from "@/shared/schemas/problem-judge";
import { formatJudgeInput, formatJudgeValue } from "./format-judge-value";

const twoSum: Signature = {
  kind: "function",
  name: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returns: "int[]",
};

test("values show as compact JSON, and a missing value as a dash", () => {
  expect(formatJudgeValue([0, 1])).toBe("[0,1]");
  expect(formatJudgeValue("ab")).toBe('"ab"');
  expect(formatJudgeValue(null)).toBe("null");
  expect(formatJudgeValue(undefined)).toBe("—");
});

test("an input shows with the parameter names, like the examples", () => {
  expect(formatJudgeInput(twoSum, [[2, 7, 11, 15], 9])).toBe("nums = [2,7,11,15], target = 9");
  expect(formatJudgeInput(twoSum, { calls: ["X"], args: [[]] })).toBe('{"calls":["X"],"args":[[]]}');
});
