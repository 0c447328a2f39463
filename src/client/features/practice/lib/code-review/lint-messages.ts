import type { BrowserLanguage } from "@/shared/judge/languages";
import type { ReviewRemark } from "@/shared/schemas/code-review";

/** A request to the lint worker: the code, its language, and the name the harness calls (never "unused"). */
export type LintJob = { id: number; language: BrowserLanguage; code: string; entryName: string };

export type LintReply =
  | { id: number; type: "remarks"; remarks: ReviewRemark[] }
  | { id: number; type: "failed"; message: string };
