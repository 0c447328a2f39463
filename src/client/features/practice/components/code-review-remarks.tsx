import { REVIEW_CATEGORY_LABELS, type ReviewRemark } from "@/shared/schemas/code-review";
import { formatRemarkLines } from "../lib/code-review/remark-diagnostics";

type CodeReviewRemarksProps = {
  remarks: readonly ReviewRemark[];
  droppedRemarks: number;
  emptyText: string;
  onGoToLine: (line: number) => void;
};

const CATEGORY_STYLES: Record<ReviewRemark["category"], string> = {
  correctness: "bg-red-50 text-red-800 ring-red-200",
  "edge-case": "bg-amber-50 text-amber-900 ring-amber-200",
  complexity: "bg-sky-50 text-sky-800 ring-sky-200",
  readability: "bg-slate-100 text-slate-700 ring-slate-200",
  lint: "bg-amber-50 text-amber-900 ring-amber-200",
};

/** Each remark with its category, its lines (a button that moves the editor's cursor there), message and rule. */
export function CodeReviewRemarks({ remarks, droppedRemarks, emptyText, onGoToLine }: CodeReviewRemarksProps) {
  return (
    <div className="space-y-2">
      {remarks.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="space-y-2" aria-label="Remarks">
          {remarks.map((remark, index) => (
            <li
              // Remarks have no id; their order is fixed for one review.
              // biome-ignore lint/suspicious/noArrayIndexKey: a review's remarks never reorder
              key={index}
              className="rounded-lg border border-slate-200 bg-white p-2.5 text-sm"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${CATEGORY_STYLES[remark.category]}`}
                >
                  {REVIEW_CATEGORY_LABELS[remark.category]}
                </span>
                <button
                  type="button"
                  onClick={() => onGoToLine(remark.line)}
                  className="rounded text-xs font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  {formatRemarkLines(remark)}
                </button>
                {remark.rule ? <code className="text-xs text-slate-500">{remark.rule}</code> : null}
              </div>
              <p className="mt-1 text-slate-800">{remark.message}</p>
            </li>
          ))}
        </ul>
      )}
      {droppedRemarks > 0 ? (
        <p className="text-xs text-slate-500">
          {droppedRemarks === 1
            ? "1 remark pointed at lines that are not in your code and was dropped."
            : `${droppedRemarks} remarks pointed at lines that are not in your code and were dropped.`}
        </p>
      ) : null}
    </div>
  );
}
