import { CircleAlert, RotateCcw } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { formatElapsed } from "@/client/lib/format-duration";
import type { InterviewType } from "@/shared/constants/practice-options";
import type { AnswerEvaluation } from "@/shared/schemas/interview-answers";
import { ANSWER_RATING_LABELS, ANSWER_RATING_MAX, type InterviewQuestion } from "@/shared/schemas/interviews";
import { formatSuggestedLength } from "../lib/answer-timer";
import { getEvidenceMarks } from "../lib/evidence-segments";
import { describeDroppedQuotes, EVALUATION_KIND_LABELS } from "../lib/interview-report";
import { AutomaticCheckDetails } from "./automatic-check-details";
import { CriteriaChart } from "./criteria-chart";
import { EvidenceText } from "./evidence-text";

type QuestionReportProps = {
  question: InterviewQuestion;
  position: number;
  type: InterviewType;
  isRetrying: boolean;
  onRetry: () => void;
};

const countWords = (texts: string[]) => texts.join(" ").split(/\s+/).filter(Boolean).length;

/** One question of the report: the answers with their evidence, and what the evaluation found. */
export function QuestionReport({ question, position, type, isRetrying, onRetry }: QuestionReportProps) {
  const evaluation = question.evaluation;
  const result = evaluation?.status === "done" ? evaluation.result : null;
  const titleId = `report-question-${question.id}`;
  const words = result?.words ?? countWords(question.answers.map((answer) => answer.text));
  const seconds = result?.seconds ?? question.elapsedSeconds;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      padding="lg"
      flat
      className="space-y-4 print:break-inside-avoid print:rounded-none print:border-0 print:border-t print:border-black print:px-0"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <h4 id={titleId} className="min-w-0 text-base font-semibold break-words text-slate-900 sm:flex-1">
          <span className="text-brand-700 print:text-black">Question {position + 1}.</span> {question.question}
        </h4>
        {result ? (
          <p className="shrink-0 sm:text-right">
            <span className="block text-lg font-bold text-slate-900" data-testid="question-score">
              {result.score.toFixed(1)} / {ANSWER_RATING_MAX}
            </span>
            <span className="block text-xs text-slate-600">{EVALUATION_KIND_LABELS[result.kind]}</span>
          </p>
        ) : null}
      </div>

      <div className="space-y-3">
        {question.answers.map((answer, part) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: part numbers are the answers' identity
          <div key={part} className="space-y-1">
            <h5 className="text-sm font-semibold break-words text-slate-700">
              {part === 0 ? "Your answer" : `Follow-up ${part}: ${question.followUpQuestions[part - 1] ?? ""}`}
            </h5>
            <EvidenceText text={answer.text} marks={result ? getEvidenceMarks(result, part) : []} />
          </div>
        ))}
        <p className="text-xs text-slate-600">
          {words} {words === 1 ? "word" : "words"} · {formatElapsed(seconds)} on this question (suggested{" "}
          {formatSuggestedLength(type)})
          {question.rating === null
            ? null
            : ` · Your rating: ${question.rating} / ${ANSWER_RATING_MAX} (${ANSWER_RATING_LABELS[question.rating]})`}
        </p>
      </div>

      {evaluation?.status === "pending" || evaluation?.status === "running" ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner className="size-4 text-brand-600" label="Evaluating" />
          Evaluating…
        </p>
      ) : null}
      {evaluation?.status === "failed" ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          <p className="min-w-0 flex-1">{evaluation.error ?? "The evaluation failed."} Your answers are kept.</p>
          <Button variant="secondary" size="sm" disabled={isRetrying} onClick={onRetry} className="print:hidden">
            <RotateCcw aria-hidden className="size-4" />
            Retry evaluation
          </Button>
        </div>
      ) : null}
      {result ? <EvaluationFindings result={result} /> : null}
      <AnswerKey question={question} />
    </Card>
  );
}

/** What the answer was judged against, shown only here: the interview never sends it while it runs. */
function AnswerKey({ question }: { question: InterviewQuestion }) {
  const { evaluationCriteria, expectedAnswer } = question;
  if (!evaluationCriteria && !expectedAnswer) return null;
  return (
    <section
      aria-label="Answer key"
      data-testid="answer-key"
      className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm md:grid-cols-2 print:border-0 print:bg-white print:p-0"
    >
      {evaluationCriteria ? (
        <div>
          <h5 className="font-semibold text-slate-900">Evaluation criteria</h5>
          <ul className="mt-1 list-disc space-y-1 pl-5 break-words text-slate-800">
            {evaluationCriteria.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {expectedAnswer ? (
        <div>
          <h5 className="font-semibold text-slate-900">Expected answer</h5>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{expectedAnswer}</p>
        </div>
      ) : null}
    </section>
  );
}

function EvaluationFindings({ result }: { result: AnswerEvaluation }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <CriteriaChart criteria={result.criteria} />
      <div className="space-y-4 text-sm">
        {result.improvement ? (
          <div className="rounded-lg border border-brand-100 bg-brand-50 p-3 print:border-black print:bg-white">
            <h5 className="font-semibold text-slate-900">Most important improvement</h5>
            <p className="mt-1 text-slate-800">{result.improvement}</p>
          </div>
        ) : null}
        <FindingList title="Strengths" items={result.strengths} />
        <FindingList title="What the answer missed" items={result.missed} />
        <AutomaticCheckDetails result={result} />
        {result.droppedQuotes.length > 0 ? (
          <p className="text-xs text-slate-500">{describeDroppedQuotes(result.droppedQuotes.length)}</p>
        ) : null}
      </div>
    </div>
  );
}

function FindingList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h5 className="font-semibold text-slate-900">{title}</h5>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
