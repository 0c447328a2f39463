// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import type { DesignCheck } from "@/shared/design/design-rules";
import type { DesignReviewState } from "@/shared/schemas/design-review";
import { findingKey, useFindingChoice } from "./use-finding-choice";

const finding = (rule: string, holds: boolean, componentIds: string[]) =>
  ({ rule, holds, componentIds, title: rule, message: "", because: "" }) as unknown as DesignCheck;

const HOLDS = finding("has-client", true, ["web"]);
const CACHE = finding("cache", false, ["api"]);
const REPLICAS = finding("replicas", false, ["db"]);

const review = (id: string, findings: DesignCheck[]) =>
  ({ id, automatic: { findings } }) as unknown as DesignReviewState;

function renderChoice(first: DesignReviewState | null) {
  const onHighlight = vi.fn<(ids: ReadonlySet<string>) => void>();
  const onShowDiagram = vi.fn();
  const hook = renderHook(({ state }) => useFindingChoice(state, onHighlight, onShowDiagram), {
    initialProps: { state: first },
  });
  return { ...hook, onHighlight, onShowDiagram, highlighted: () => [...(onHighlight.mock.lastCall?.[0] ?? [])] };
}

test("a new review shows its first missing expectation that names components", () => {
  const { result, highlighted } = renderChoice(review("r1", [HOLDS, CACHE, REPLICAS]));
  expect(result.current.chosen).toBe(findingKey(CACHE));
  expect(highlighted()).toEqual(["api"]);
});

test("choosing another finding shows it on the canvas; choosing it again clears the choice", () => {
  const { result, highlighted, onShowDiagram } = renderChoice(review("r1", [CACHE, REPLICAS]));
  act(() => result.current.choose(REPLICAS, true));
  expect(result.current.chosen).toBe(findingKey(REPLICAS));
  expect(highlighted()).toEqual(["db"]);
  expect(onShowDiagram).toHaveBeenCalledTimes(1);
  act(() => result.current.choose(REPLICAS, true));
  expect(result.current.chosen).toBeNull();
  expect(highlighted()).toEqual([]);
  expect(onShowDiagram).toHaveBeenCalledTimes(1);
});

test("polling the same review keeps the choice; another review starts from its own first finding", () => {
  const { result, rerender, highlighted } = renderChoice(review("r1", [CACHE, REPLICAS]));
  act(() => result.current.choose(REPLICAS));
  rerender({ state: review("r1", [CACHE, REPLICAS]) });
  expect(result.current.chosen).toBe(findingKey(REPLICAS));
  expect(highlighted()).toEqual(["db"]);
  rerender({ state: review("r2", [CACHE, REPLICAS]) });
  expect(result.current.chosen).toBe(findingKey(CACHE));
  expect(highlighted()).toEqual(["api"]);
});

test("with no review, or nothing missing, nothing is chosen or highlighted", () => {
  const { result, rerender, highlighted } = renderChoice(null);
  expect(result.current.chosen).toBeNull();
  expect(highlighted()).toEqual([]);
  rerender({ state: review("r3", [HOLDS]) });
  expect(result.current.chosen).toBeNull();
  expect(highlighted()).toEqual([]);
});
