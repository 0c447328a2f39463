// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { expect, test } from "vitest";
import type { SolvingJudge } from "@/shared/schemas/solving";
import { useCustomTests } from "./use-custom-tests";

// The problem page's own inputs for Run: added from an example, edited, removed, and parsed before a run.

const judge = {
  signature: {
    kind: "function",
    name: "twoSum",
    params: [
      { name: "nums", type: "int[]" },
      { name: "target", type: "int" },
    ],
    returns: "int[]",
  },
  tests: [
    { input: [[1, 2], 3], expected: [0, 1] },
    { input: [[2, 7, 11, 15], 9], expected: [0, 1] },
  ],
} as unknown as SolvingJudge;

test("a new custom test starts from the first example in the statement's order, each with its own id", () => {
  const { result } = renderHook(() => useCustomTests(judge, [1, 0]));
  act(() => result.current.add());
  act(() => result.current.add());
  expect(result.current.tests).toEqual([
    { id: 1, text: "[[2,7,11,15],9]" },
    { id: 2, text: "[[2,7,11,15],9]" },
  ]);
});

test("a test is edited and removed by its id, the others left as they were", () => {
  const { result } = renderHook(() => useCustomTests(judge, [0]));
  act(() => result.current.add());
  act(() => result.current.add());
  act(() => result.current.change(2, "[[5], 5]"));
  expect(result.current.tests.map((test) => test.text)).toEqual(["[[1,2],3]", "[[5], 5]"]);
  act(() => result.current.remove(1));
  expect(result.current.tests).toEqual([{ id: 2, text: "[[5], 5]" }]);
});

test("parsing gives every input when all fit the signature, else the first test that does not", () => {
  const { result } = renderHook(() => useCustomTests(judge, [0]));
  expect(result.current.parse()).toEqual({ ok: true, inputs: [] });
  act(() => result.current.add());
  act(() => result.current.add());
  act(() => result.current.add());
  expect(result.current.parse()).toEqual({
    ok: true,
    inputs: [
      [[1, 2], 3],
      [[1, 2], 3],
      [[1, 2], 3],
    ],
  });
  act(() => result.current.change(2, "not json"));
  act(() => result.current.change(3, "[1]"));
  expect(result.current.parse()).toEqual({ ok: false, invalidId: 2 });
});

test("keeping a failed test's input adds it once; kept again, or already typed with other spacing, it is not doubled", () => {
  const { result } = renderHook(() => useCustomTests(judge, [0]));
  act(() => result.current.add());
  let kept: ReturnType<typeof result.current.keep> | undefined;
  act(() => {
    kept = result.current.keep([[3, 3], 6]);
  });
  expect(kept).toEqual({ isAdded: true, position: 2 });
  expect(result.current.tests.map((test) => test.text)).toEqual(["[[1,2],3]", "[[3,3],6]"]);
  act(() => {
    kept = result.current.keep([[3, 3], 6]);
  });
  expect(kept).toEqual({ isAdded: false, position: 2 });
  act(() => result.current.change(1, "[ [1, 2],  3 ]"));
  act(() => {
    kept = result.current.keep([[1, 2], 3]);
  });
  expect(kept).toEqual({ isAdded: false, position: 1 });
  expect(result.current.tests).toHaveLength(2);
});
