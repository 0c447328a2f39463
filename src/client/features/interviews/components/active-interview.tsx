import { ChevronLeft, ChevronRight, Flag, X } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { SelfRating } from "@/client/components/ui/self-rating";
import { SourceLabel } from "@/client/components/ui/source-label";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import type { Interview, InterviewAction } from "@/shared/schemas/interviews";

type ActiveInterviewProps = {
  interview: Interview;
  isUpdating: boolean;
  onAction: (action: InterviewAction) => void;
  onRate: (position: number, rating: number) => void;
};

export function ActiveInterview({ interview, isUpdating, onAction, onRate }: ActiveInterviewProps) {
  const index = interview.currentIndex;
  const question = interview.questions[index];
  const isLast = index === interview.questions.length - 1;
  if (!question) return null;
  return (
    <section
      aria-labelledby="active-question-title"
      className="space-y-4 rounded-xl border border-brand-100 bg-white p-4 sm:p-6"
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
      <div>
        <h4 className="text-sm font-semibold text-slate-900">Follow-up questions</h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {question.followUpQuestions.map((followUp) => (
            <li key={followUp}>{followUp}</li>
          ))}
        </ul>
      </div>
      {/* A fresh <details> per question (keyed) so the answer is hidden again on the next one. */}
      <details key={question.id} className="group rounded-lg border border-slate-200 bg-slate-50 p-3">
        <summary className="cursor-pointer rounded text-sm font-medium text-brand-700">Show expected answer</summary>
        <div className="mt-3 text-sm text-slate-800">
          <h4 className="font-semibold text-slate-900">Expected answer</h4>
          <p className="mt-1 whitespace-pre-line break-words">{question.expectedAnswer}</p>
        </div>
      </details>
      {/* While a step is saving, the question is about to change: no rating until it has. */}
      <SelfRating
        name={`rating-${question.id}`}
        legend="How did your answer go?"
        instructions="Optional: compare your answer with the evaluation criteria. Your choice is saved at once."
        criteria={question.evaluationCriteria}
        value={question.rating}
        disabled={isUpdating}
        onChange={(rating) => onRate(index, rating)}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={isUpdating || index === 0} onClick={() => onAction("previous")}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Button>
        {isLast ? (
          <Button disabled={isUpdating} onClick={() => onAction("finish")}>
            <Flag aria-hidden className="size-4" />
            Finish
          </Button>
        ) : (
          <Button disabled={isUpdating} onClick={() => onAction("next")}>
            Next
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        )}
        <Button variant="ghost" className="sm:ml-auto" disabled={isUpdating} onClick={() => onAction("end")}>
          <X aria-hidden className="size-4" />
          End Interview
        </Button>
      </div>
    </section>
  );
}
