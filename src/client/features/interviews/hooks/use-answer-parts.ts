import { useRef, useState } from "react";
import type { AutosaveStatus } from "@/client/lib/autosave";
import type { InterviewQuestion } from "@/shared/schemas/interviews";
import type { AnswerAreaHandle } from "./use-answer-autosave";

// The worst status of the question's parts is the one line the user sees.
const STATUS_ORDER: AutosaveStatus[] = ["rejected", "offline", "retrying", "saving", "saved"];

/** How far the follow-ups were answered (part n answers follow-up n): that many are asked again on return. */
export function countAnsweredFollowUps(question: InterviewQuestion) {
  return Math.max(
    0,
    question.answers.findLastIndex((answer, part) => part > 0 && answer.text.trim() !== ""),
  );
}

/**
 * A question's answer parts: the answer, then follow-ups asked one at a time. Keeps each part's handle
 * and save status (the worst of them is `shown`), and which follow-ups the user has asked for.
 */
export function useAnswerParts(question: InterviewQuestion) {
  const parts = useRef(new Map<number, AnswerAreaHandle>());
  const [statuses, setStatuses] = useState<Record<number, { status: AutosaveStatus; label: string }>>({});
  // Follow-ups are asked one at a time: those already answered are on screen again after a reload.
  const [askedCount, setAskedCount] = useState(() => countAnsweredFollowUps(question));
  const focusPart = useRef<number | null>(null);
  // One stable ref and status callback per part (the number of parts never changes for a question).
  const [partCallbacks] = useState(() =>
    Array.from({ length: 1 + question.followUpCount }, (_, part) => ({
      ref: (handle: AnswerAreaHandle | null) => {
        if (handle) parts.current.set(part, handle);
        else parts.current.delete(part);
        // A follow-up just asked takes the keyboard, as the button that asked it goes away.
        if (handle && focusPart.current === part) {
          focusPart.current = null;
          handle.focus();
        }
      },
      onStatusChange: (status: AutosaveStatus, label: string) =>
        setStatuses((current) =>
          current[part]?.status === status && current[part]?.label === label
            ? current
            : { ...current, [part]: { status, label } },
        ),
    })),
  );
  const shown = Object.values(statuses).sort(
    (a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status),
  )[0];
  // The server sends a follow-up once the part before it is answered; the user asks for it.
  const asked = question.followUpQuestions.slice(0, askedCount);
  const askNext = () => {
    focusPart.current = asked.length + 1;
    setAskedCount(asked.length + 1);
  };
  return { parts, partCallbacks, shown, asked, canAskNext: question.followUpQuestions.length > asked.length, askNext };
}
