import { useRef } from "react";
import { ApiError } from "@/client/lib/api-client";
import type { Interview, InterviewQuestion } from "@/shared/schemas/interviews";
import { useSaveAnswer } from "../api/save-answer";
import type { AnswerAreaHandle } from "./use-answer-autosave";
import { useQuestionTimer } from "./use-question-timer";

type UseQuestionSavesArgs = {
  interview: Interview;
  question: InterviewQuestion;
  position: number;
  /** A save answered 409: the interview was finished or ended elsewhere. */
  onConflict: () => void;
};

/** A question's timer, and the saves of its answer parts, which carry the timer with them. */
export function useQuestionSaves({ interview, question, position, onConflict }: UseQuestionSavesArgs) {
  const save = useSaveAnswer();
  const timer = useQuestionTimer(question.elapsedSeconds);
  const lastSentSeconds = useRef(question.elapsedSeconds);

  const saveText = async (part: number, text: string) => {
    const elapsedSeconds = timer.secondsRef.current;
    try {
      await save.mutateAsync({ id: interview.id, position, part, input: { text, elapsedSeconds } });
      lastSentSeconds.current = Math.max(lastSentSeconds.current, elapsedSeconds);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onConflict();
      throw error;
    }
  };

  /** Time spent without typing is sent with the answer as it is, once the answers are saved. */
  const saveTimer = async (main: AnswerAreaHandle | undefined) => {
    if (!main || timer.secondsRef.current <= lastSentSeconds.current) return;
    // The answers are saved: a failed timer save is not worth holding the user on this question.
    await saveText(0, main.getText()).catch(() => undefined);
  };

  return { timer, saveText, saveTimer };
}
