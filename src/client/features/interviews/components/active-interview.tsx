import { ChevronLeft, ChevronRight, Flag, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { SelfRating } from "@/client/components/ui/self-rating";
import { SourceLabel } from "@/client/components/ui/source-label";
import { StorySuggestions } from "@/client/features/star-stories";
import { useInterviewerVoice } from "@/client/hooks/use-interviewer-voice";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import type { Interview, InterviewAction } from "@/shared/schemas/interviews";
import { useLeaveQuestion } from "../hooks/use-leave-question";
import { QuestionAnswers, type QuestionAnswersHandle } from "./question-answers";

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
  const { isLeaving, leaveError, leave } = useLeaveQuestion(answers, onAction);
  const [isConfirmingEnd, setIsConfirmingEnd] = useState(false);
  // The voice (and its mute) and whether dictation goes on belong to the interview, not to one question.
  const voice = useInterviewerVoice();
  const keepsListening = useRef(false);
  const index = interview.currentIndex;
  const question = interview.questions[index];
  const isLast = index === interview.questions.length - 1;
  if (!question) return null;

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
      <QuestionHeading interview={interview} index={index} />
      <h3 id="active-question-title" className="text-lg font-semibold break-words text-slate-900">
        {question.question}
      </h3>
      {interview.type === "behavioral" ? <StorySuggestions question={question.question} /> : null}
      {/* Keyed: a new question gets fresh answer areas, timer and dictation. */}
      <QuestionAnswers
        key={question.id}
        ref={answers}
        interview={interview}
        question={question}
        position={index}
        userId={userId}
        spoken={{ voice, keepsListening, onCommand: (action) => (isBusy ? undefined : void leave(action)) }}
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
      <QuestionNavigation
        isBusy={isBusy}
        isFirst={index === 0}
        isLast={isLast}
        onLeave={(action) => void leave(action)}
        onEnd={end}
        isConfirmingEnd={isConfirmingEnd}
        onConfirmingEndChange={setIsConfirmingEnd}
      />
    </section>
  );
}

function QuestionHeading({ interview, index }: { interview: Interview; index: number }) {
  return (
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
  );
}

type QuestionNavigationProps = {
  isBusy: boolean;
  isFirst: boolean;
  isLast: boolean;
  onLeave: (action: InterviewAction) => void;
  onEnd: () => void;
  isConfirmingEnd: boolean;
  onConfirmingEndChange: (isOpen: boolean) => void;
};

/** Previous, Next or Finish, and End Interview (asked first once anything is written). */
function QuestionNavigation({
  isBusy,
  isFirst,
  isLast,
  onLeave,
  onEnd,
  isConfirmingEnd,
  onConfirmingEndChange,
}: QuestionNavigationProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" disabled={isBusy || isFirst} onClick={() => onLeave("previous")}>
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </Button>
      {isLast ? (
        <Button disabled={isBusy} onClick={() => onLeave("finish")}>
          <Flag aria-hidden className="size-4" />
          Finish
        </Button>
      ) : (
        <Button disabled={isBusy} onClick={() => onLeave("next")}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      )}
      <Button variant="ghost" className="sm:ml-auto" disabled={isBusy} onClick={onEnd}>
        <X aria-hidden className="size-4" />
        End Interview
      </Button>
      <ConfirmDialog
        open={isConfirmingEnd}
        onOpenChange={onConfirmingEndChange}
        title="End this interview?"
        description="Your answers are kept, but an interview ended early is not evaluated and gets no score. To have your answers evaluated, go on to the last question and press Finish."
        confirmLabel="End Interview"
        onConfirm={() => onLeave("end")}
      />
    </div>
  );
}
