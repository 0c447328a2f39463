// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import type { InterviewQuestion } from "@/shared/schemas/interviews";
import type { AnswerAreaHandle } from "./use-answer-autosave";
import { countAnsweredFollowUps, useAnswerParts } from "./use-answer-parts";

const answer = (text: string) => ({ text, updatedAt: null });
const question = (answers: string[], followUpQuestions = ["Why?", "How?", "What else?"]) =>
  ({ answers: answers.map(answer), followUpCount: 3, followUpQuestions }) as unknown as InterviewQuestion;

const handle = (): AnswerAreaHandle => ({
  flush: async () => {},
  append: () => {},
  getText: () => "",
  isSaved: () => true,
  focus: vi.fn(),
});

test("the follow-ups answered before are asked again on return, and no more", () => {
  expect(countAnsweredFollowUps(question(["main"]))).toBe(0);
  expect(countAnsweredFollowUps(question(["main", "one", "  ", ""]))).toBe(1);
  expect(countAnsweredFollowUps(question(["", "", "two"]))).toBe(2);
  const { result } = renderHook(() => useAnswerParts(question(["main", "one"])));
  expect(result.current.asked).toEqual(["Why?"]);
  expect(result.current.canAskNext).toBe(true);
});

test("asking the next follow-up shows it and gives its answer the keyboard", () => {
  const { result } = renderHook(() => useAnswerParts(question(["main"], ["Why?"])));
  expect(result.current.asked).toEqual([]);
  act(() => result.current.askNext());
  expect(result.current.asked).toEqual(["Why?"]);
  expect(result.current.canAskNext).toBe(false);
  const followUp = handle();
  act(() => result.current.partCallbacks[1]?.ref(followUp));
  expect(followUp.focus).toHaveBeenCalledTimes(1);
  expect(result.current.parts.current.get(1)).toBe(followUp);
  act(() => result.current.partCallbacks[1]?.ref(null));
  expect(result.current.parts.current.has(1)).toBe(false);
});

test("a part that mounts without being asked for does not take the keyboard", () => {
  const { result } = renderHook(() => useAnswerParts(question(["main", "one"])));
  const main = handle();
  act(() => result.current.partCallbacks[0]?.ref(main));
  expect(main.focus).not.toHaveBeenCalled();
});

test("the status shown is the worst of the parts'", () => {
  const { result } = renderHook(() => useAnswerParts(question(["main", "one"])));
  expect(result.current.shown).toBeUndefined();
  act(() => result.current.partCallbacks[0]?.onStatusChange("saved", "Saved"));
  act(() => result.current.partCallbacks[1]?.onStatusChange("offline", "Offline"));
  expect(result.current.shown).toEqual({ status: "offline", label: "Offline" });
  act(() => result.current.partCallbacks[1]?.onStatusChange("saved", "Saved"));
  act(() => result.current.partCallbacks[0]?.onStatusChange("rejected", "Not saved"));
  expect(result.current.shown).toEqual({ status: "rejected", label: "Not saved" });
});
