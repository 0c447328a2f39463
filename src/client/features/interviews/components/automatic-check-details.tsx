import { Check, X } from "lucide-react";
import type { AnswerEvaluation, Evidence } from "@/shared/schemas/interview-answers";

const STAR_NAMES = { situation: "Situation", task: "Task", action: "Action", result: "Result" } as const;

/** ✓ with the answer's own words, or ✗ where the answer never says it. */
function CoverageItem({ name, evidence }: { name: string; evidence: Evidence | null }) {
  const Icon = evidence ? Check : X;
  return (
    <li className="flex gap-2 text-sm">
      <Icon
        aria-hidden
        className={evidence ? "mt-0.5 size-4 shrink-0 text-green-700" : "mt-0.5 size-4 shrink-0 text-red-700"}
      />
      <span className="min-w-0 break-words">
        <span className="sr-only">{evidence ? "Covered: " : "Missed: "}</span>
        <span className="font-medium text-slate-900">{name}</span>
        {evidence ? <span className="text-slate-600"> — “{evidence.quote}”</span> : null}
      </span>
    </li>
  );
}

/** The automatic check's findings: the question's key points and, for a behavioral answer, STAR. */
export function AutomaticCheckDetails({ result }: { result: AnswerEvaluation }) {
  return (
    <>
      {result.keyPoints ? (
        <div>
          <h5 className="text-sm font-semibold text-slate-900">Key points</h5>
          <ul aria-label="Key points" className="mt-1 space-y-1">
            {result.keyPoints.map((keyPoint) => (
              <CoverageItem key={keyPoint.point} name={keyPoint.point} evidence={keyPoint.evidence} />
            ))}
          </ul>
        </div>
      ) : null}
      {result.star ? (
        <div>
          <h5 className="text-sm font-semibold text-slate-900">STAR</h5>
          <ul aria-label="STAR parts" className="mt-1 space-y-1">
            {result.star.map((star) => (
              <CoverageItem key={star.part} name={STAR_NAMES[star.part]} evidence={star.evidence} />
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
