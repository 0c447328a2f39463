import { type RefObject, useState } from "react";
import type { InterviewAction } from "@/shared/schemas/interviews";
import type { QuestionAnswersHandle } from "../components/question-answers";

export const NOT_SAVED_MESSAGE =
  "Your answer is not saved yet, so the interview stayed on this question. It is kept on this device; check your connection and try again.";

/**
 * Moving off a question (Previous, Next, Finish, End). Nothing typed is lost: every answer part (and the
 * timer) is on the server before the question changes, or the interview stays and says why.
 */
export function useLeaveQuestion(
  answers: RefObject<QuestionAnswersHandle | null>,
  onAction: (action: InterviewAction) => void,
) {
  const [isLeaving, setIsLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const leave = async (action: InterviewAction) => {
    setIsLeaving(true);
    setLeaveError(null);
    const isSaved = (await answers.current?.prepareToLeave()) ?? true;
    setIsLeaving(false);
    // Ending keeps nothing to evaluate: it goes ahead, and the device's copy keeps what the server lacks.
    if (!isSaved && action !== "end") return setLeaveError(NOT_SAVED_MESSAGE);
    onAction(action);
  };
  return { isLeaving, leaveError, leave };
}
