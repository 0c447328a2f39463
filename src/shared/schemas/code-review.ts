import { z } from "zod";
import { CODE_MAX_BYTES } from "@/shared/judge/limits";
import { isCodeTooLarge, languageSchema } from "./solving";

// "Review my code" on the problem page: POST /api/practice/problems/:id/code-review.
// With the AI provider the server asks the model and checks that every remark's lines exist in the code;
// with the library the server answers with what it may tell (the reference complexity once unlocked) and
// the browser adds its automatic review: the linter, the tests that failed, and a complexity estimate
// from timing the code on growing inputs in the runner's worker.

export const REVIEW_CATEGORIES = ["correctness", "complexity", "readability", "edge-case", "lint"] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export const REVIEW_CATEGORY_LABELS: Record<ReviewCategory, string> = {
  correctness: "Correctness risk",
  complexity: "Complexity",
  readability: "Readability",
  "edge-case": "Missing edge case",
  lint: "Linter",
};

export const reviewInputSchema = z.object({
  language: languageSchema,
  code: z
    .string({ error: "Code must be a string" })
    .min(1, "There is no code to review yet.")
    .refine((code) => !isCodeTooLarge(code), { message: `Code can be at most ${CODE_MAX_BYTES / 1024} KB.` }),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** One remark pinned to lines of the reviewed code (1-based, inclusive). */
export type ReviewRemark = {
  line: number;
  endLine: number;
  category: ReviewCategory;
  message: string;
  /** Linter remarks name their rule (e.g. "no-unused-vars", "F841"). */
  rule?: string;
};

export type CodeReview = {
  kind: "ai" | "automatic";
  /** The AI's overall take in two or three sentences; null for the automatic review. */
  summary: string | null;
  remarks: ReviewRemark[];
  /** The AI's estimate of the code's complexity; null for the automatic review (the browser times it). */
  complexity: { time: string; space: string } | null;
  /** The reference solution's complexity, once the solution is unlocked (Accepted or given up); else null. */
  referenceComplexity: { time: string; space: string } | null;
  /** Remarks the AI pinned to lines that do not exist in the code: dropped, and counted here. */
  droppedRemarks: number;
};
