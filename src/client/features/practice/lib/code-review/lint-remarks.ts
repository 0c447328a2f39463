import type { ReviewRemark } from "@/shared/schemas/code-review";

/** What the review needs of an ESLint message (eslint-linter-browserify's Linter.verify). */
export type EslintMessage = {
  ruleId: string | null;
  message: string;
  line: number;
  endLine?: number;
  fatal?: boolean;
};

/** What the review needs of a Ruff diagnostic (@astral-sh/ruff-wasm-web's Workspace.check); rows are 1-based. */
export type RuffDiagnostic = {
  code: string | null;
  message: string;
  start_location: { row: number };
  end_location: { row: number };
};

/**
 * ESLint's messages as remarks. A fatal message is the parser giving up (a syntax error): no rule
 * and a correctness risk rather than a lint remark, since the code cannot run at all.
 */
export function toEslintRemarks(messages: readonly EslintMessage[]): ReviewRemark[] {
  return sortRemarks(
    messages.map((message) => {
      const remark = toRemark(message.line, message.endLine, message.message);
      if (message.fatal || message.ruleId === null) return { ...remark, category: "correctness" };
      return { ...remark, rule: message.ruleId };
    }),
  );
}

/** Ruff's diagnostics as remarks; a syntax error ("invalid-syntax", or no code) is a correctness risk. */
export function toRuffRemarks(diagnostics: readonly RuffDiagnostic[]): ReviewRemark[] {
  return sortRemarks(
    diagnostics.map((diagnostic) => {
      const remark = toRemark(diagnostic.start_location.row, diagnostic.end_location.row, diagnostic.message);
      const isSyntaxError = !diagnostic.code || diagnostic.code === RUFF_SYNTAX_ERROR;
      return isSyntaxError ? { ...remark, category: "correctness" } : { ...remark, rule: diagnostic.code ?? undefined };
    }),
  );
}

const RUFF_SYNTAX_ERROR = "invalid-syntax";

function toRemark(line: number, endLine: number | undefined, message: string): ReviewRemark {
  const start = Math.max(1, line);
  // A range that ends at the start of the next line still concerns only the lines before it.
  return { line: start, endLine: Math.max(start, endLine ?? start), category: "lint", message };
}

function sortRemarks(remarks: ReviewRemark[]): ReviewRemark[] {
  return remarks.sort((a, b) => a.line - b.line || a.endLine - b.endLine);
}
