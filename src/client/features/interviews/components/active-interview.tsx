import { ChevronLeft, ChevronRight, Flag, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { SelfRating } from "@/client/components/ui/self-rating";
import { SourceLabel } from "@/client/components/ui/source-label";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import type { Interview, InterviewAction } from "@/shared/schemas/interviews";
import { QuestionAnswers, type QuestionAnswersHandle } from "./question-answers";

const NOT_SAVED_MESSAGE =
  "Your answer is not saved yet, so the interview stayed on this question. It is kept on this device; check your connection and try again.";

type ActiveInterviewProps = {
  interview: Interview;
  userId: string;
  isUpdating: boolean;
  onAction: (action: InterviewAction) => void;
  onRate: (position: number, rating: number) => void;
  onConflict: () => void;
};

export function ActiveInterview({ interview, userId, isUpdating, onAction, onRate, onConflict }: ActiveInterviewProps) {
  const answers = useRef<QuestionAnswersHandle>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const [isConfirmingEnd, setIsConfirmingEnd] = useState(false);
  const index = interview.currentIndex;
  const question = interview.questions[index];
  const isLast = index === interview.questions.length - 1;
  if (!question) return null;

  // Nothing typed is lost: every answer part (and the timer) is on the server before the question changes.
  const leave = async (action: InterviewAction) => {
    setIsLeaving(true);
    setLeaveError(null);
    const isSaved = (await answers.current?.prepareToLeave()) ?? true;
    setIsLeaving(false);
    // Ending keeps nothing to evaluate: it goes ahead, and the device's copy keeps what the server lacks.
    if (!isSaved && action !== "end") return setLeaveError(NOT_SAVED_MESSAGE);
    onAction(action);
  };
  const isBusy = isUpdating || isLeaving;
  // Ending early keeps the answers but evaluates none of them: asked first once anything is written.
  const hasAnswers = () =>
    (answers.current?.hasAnswer() ?? false) ||
    interview.questions.some((saved) => saved.answers.some((part) => part.text.trim() !== ""));
  const end = () => (hasAnswers() ? setIsConfirmingEnd(true) : void leave("end"));

  return (
    <section
      aria-labelledby="active-question-title"
      className="space-y-5 rounded-xl border border-brand-100 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-brand-700">
          Question {index + 1} of {interview.questions.length}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <SourceLabel source={interview.source} />
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
            {formatOptionLabel(interview.type)}
          </span>
        </div>
      </div>
      <h3 id="active-question-title" className="text-lg font-semibold break-words text-slate-900">
        {question.question}
      </h3>
      {/* Keyed: a new question gets fresh answer areas, timer and dictation. */}
      <QuestionAnswers
        key={question.id}
        ref={answers}
        interview={interview}
        question={question}
        position={index}
        userId={userId}
        onConflict={onConflict}
      />
      {/* As in a real interview, the expected answer and the criteria come in the report, after Finish. While a
          step is saving, the question is about to change: no rating until it has. */}
      <SelfRating
        name={`rating-${question.id}`}
        legend="How did your answer go?"
        instructions="Optional: rate your answer as you feel it went. The expected answer and the evaluation criteria are in the report once you finish. Your choice is saved at once."
        value={question.rating}
        disabled={isBusy}
        onChange={(rating) => onRate(index, rating)}
      />
      {leaveError ? (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {leaveError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={isBusy || index === 0} onClick={() => void leave("previous")}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Button>
        {isLast ? (
          <Button disabled={isBusy} onClick={() => void leave("finish")}>
            <Flag aria-hidden className="size-4" />
            Finish
          </Button>
        ) : (
          <Button disabled={isBusy} onClick={() => void leave("next")}>
            Next
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        )}
        <Button variant="ghost" className="sm:ml-auto" disabled={isBusy} onClick={end}>
          <X aria-hidden className="size-4" />
          End Interview
        </Button>
        <ConfirmDialog
          open={isConfirmingEnd}
          onOpenChange={setIsConfirmingEnd}
          title="End this interview?"
          description="Your answers are kept, but an interview ended early is not evaluated and gets no score. To have your answers evaluated, go on to the last question and press Finish."
          confirmLabel="End Interview"
          onConfirm={() => void leave("end")}
        />
      </div>
    </section>
  );
}
