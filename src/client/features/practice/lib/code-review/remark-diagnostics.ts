import type { Diagnostic } from "@codemirror/lint";
import { REVIEW_CATEGORY_LABELS, type ReviewCategory, type ReviewRemark } from "@/shared/schemas/code-review";

const SEVERITIES: Record<ReviewCategory, Diagnostic["severity"]> = {
  correctness: "error",
  "edge-case": "warning",
  lint: "warning",
  readability: "warning",
  complexity: "info",
};

/** What the conversion needs of a CodeMirror document: its line count and where each line starts and ends. */
type LineSource = { lines: number; line(number: number): { from: number; to: number } };

/**
 * Remarks as CodeMirror diagnostics over whole lines (the gutter marks them, the lines are underlined).
 * Lines past the end of the document (it changed since the review) are clamped to its last line.
 */
export function toDiagnostics(doc: LineSource, remarks: readonly ReviewRemark[]): Diagnostic[] {
  const clamp = (line: number) => Math.min(Math.max(1, line), doc.lines);
  return remarks.map((remark) => ({
    from: doc.line(clamp(remark.line)).from,
    to: doc.line(clamp(Math.max(remark.line, remark.endLine))).to,
    severity: SEVERITIES[remark.category],
    message: `${REVIEW_CATEGORY_LABELS[remark.category]}: ${remark.message}`,
    ...(remark.rule ? { source: remark.rule } : {}),
  }));
}

/** "Line 4" or "Lines 4–7". */
export function formatRemarkLines(remark: Pick<ReviewRemark, "line" | "endLine">): string {
  return remark.endLine > remark.line ? `Lines ${remark.line}–${remark.endLine}` : `Line ${remark.line}`;
}
