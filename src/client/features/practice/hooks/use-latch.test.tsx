// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { expect, test } from "vitest";
import { useLatch } from "./use-latch";

test("false until the condition holds, then true whatever the condition becomes", () => {
  const { result, rerender } = renderHook((isTrue: boolean) => useLatch(isTrue), { initialProps: false });
  expect(result.current).toBe(false);
  rerender(false);
  expect(result.current).toBe(false);
  rerender(true);
  expect(result.current).toBe(true);
  rerender(false);
  expect(result.current).toBe(true);
});

test("true from the first render when the condition already holds", () => {
  const { result, rerender } = renderHook((isTrue: boolean) => useLatch(isTrue), { initialProps: true });
  expect(result.current).toBe(true);
  rerender(false);
  expect(result.current).toBe(true);
});
