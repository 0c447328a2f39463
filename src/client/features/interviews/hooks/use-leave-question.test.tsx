// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import type { InterviewAction } from "@/shared/schemas/interviews";
import type { QuestionAnswersHandle } from "../components/question-answers";
import { NOT_SAVED_MESSAGE, useLeaveQuestion } from "./use-leave-question";

function renderLeave(isSaved: boolean) {
  const prepareToLeave = vi.fn(async () => isSaved);
  const answers = { current: { prepareToLeave, hasAnswer: () => true } satisfies QuestionAnswersHandle };
  const onAction = vi.fn<(action: InterviewAction) => void>();
  const { result } = renderHook(() => useLeaveQuestion(answers, onAction));
  return { result, onAction, prepareToLeave };
}

test("the question changes only once its answers are saved", async () => {
  const { result, onAction, prepareToLeave } = renderLeave(true);
  await act(() => result.current.leave("next"));
  expect(prepareToLeave).toHaveBeenCalledTimes(1);
  expect(onAction).toHaveBeenCalledWith("next");
  expect(result.current).toMatchObject({ isLeaving: false, leaveError: null });
});

test("an answer not saved keeps the interview on the question and says why", async () => {
  const { result, onAction } = renderLeave(false);
  await act(() => result.current.leave("finish"));
  expect(onAction).not.toHaveBeenCalled();
  expect(result.current.leaveError).toBe(NOT_SAVED_MESSAGE);
});

test("ending goes ahead even when an answer is not saved: the device keeps its copy", async () => {
  const { result, onAction } = renderLeave(false);
  await act(() => result.current.leave("end"));
  expect(onAction).toHaveBeenCalledWith("end");
  expect(result.current.leaveError).toBeNull();
});

test("while the answers are being saved, the question is busy leaving", async () => {
  let finish: (isSaved: boolean) => void = () => {};
  const prepareToLeave = () => new Promise<boolean>((resolve) => (finish = resolve));
  const onAction = vi.fn();
  const { result } = renderHook(() =>
    useLeaveQuestion({ current: { prepareToLeave, hasAnswer: () => false } }, onAction),
  );
  let leaving: Promise<void> = Promise.resolve();
  act(() => {
    leaving = result.current.leave("previous");
  });
  expect(result.current.isLeaving).toBe(true);
  await act(async () => {
    finish(true);
    await leaving;
  });
  expect(result.current.isLeaving).toBe(false);
  expect(onAction).toHaveBeenCalledWith("previous");
});
