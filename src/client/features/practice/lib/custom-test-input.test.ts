import { expect, test } from "vitest";
import type { Signature } from "@/shared/schemas/problem-judge";
import { describeCustomInputFormat, formatCustomInput, parseCustomInput } from "./custom-test-input";

const twoSum: Signature = {
  kind: "function",
  name: "twoSum",
  params: [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ],
  returns: "int[]",
};

const lruCache: Signature = {
  kind: "class",
  className: "LRUCache",
  constructorParams: [{ name: "capacity", type: "int" }],
  methods: [
    { name: "get", params: [{ name: "key", type: "int" }], returns: "int" },
    {
      name: "put",
      params: [
        { name: "key", type: "int" },
        { name: "value", type: "int" },
      ],
      returns: "void",
    },
  ],
};

test("an argument list that fits the signature is accepted as the input", () => {
  expect(parseCustomInput(twoSum, " [[2,7,11,15], 9] ")).toEqual({ ok: true, input: [[2, 7, 11, 15], 9] });
});

test("empty text asks for the input", () => {
  expect(parseCustomInput(twoSum, "  ")).toEqual({ ok: false, message: "Enter the input as JSON." });
});

test("text that is not JSON says so", () => {
  const parsed = parseCustomInput(twoSum, "[[2,7,11,15], 9");
  expect(parsed.ok).toBe(false);
  expect(parsed.ok ? "" : parsed.message).toMatch(/^This is not valid JSON: /);
});

test("JSON with the wrong argument count or types names what does not fit", () => {
  expect(parseCustomInput(twoSum, "[[2,7,11,15]]")).toEqual({
    ok: false,
    message: "This input does not fit the problem: input has 1 arguments, the signature 2.",
  });
  expect(parseCustomInput(twoSum, '[[2,7], "9"]')).toEqual({
    ok: false,
    message: "This input does not fit the problem: argument target is not of type int.",
  });
});

test("a class input is a list of calls with their arguments", () => {
  const text = '{ "calls": ["LRUCache", "put", "get"], "args": [[2], [1, 1], [1]] }';
  expect(parseCustomInput(lruCache, text).ok).toBe(true);
  const wrong = parseCustomInput(lruCache, '{ "calls": ["LRUCache", "remove"], "args": [[2], [1]] }');
  expect(wrong).toEqual({
    ok: false,
    message: 'This input does not fit the problem: calls[1]: "remove" is not a method.',
  });
  expect(parseCustomInput(lruCache, "[[2]]")).toEqual({
    ok: false,
    message: "This input does not fit the problem: input must be { calls, args }.",
  });
});

test("the format hint names the parameters or the class", () => {
  expect(describeCustomInputFormat(twoSum)).toBe("The argument list as JSON: nums, target.");
  expect(describeCustomInputFormat(lruCache)).toContain('"calls": ["LRUCache", …]');
});

test("an input is written back as compact JSON", () => {
  expect(formatCustomInput([[2, 7, 11, 15], 9])).toBe("[[2,7,11,15],9]");
});
