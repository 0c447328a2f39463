import { transpileSource } from "@/shared/judge/transpile-source";
import type { ReviewRemark } from "@/shared/schemas/code-review";
import { createEslintConfig, writeExportedDirective } from "./lint-config";
import { type EslintMessage, type RuffDiagnostic, toEslintRemarks, toRuffRemarks } from "./lint-remarks";

/** The part of ESLint's Linter the review uses (its types come from the `eslint` package, not installed). */
export type EslintLinter = {
  verify(code: string, config: ReturnType<typeof createEslintConfig>, options: { filename: string }): EslintMessage[];
};

/** The part of Ruff's wasm Workspace the review uses. */
export type RuffWorkspace = { check(code: string): RuffDiagnostic[] };

/**
 * Lints JavaScript, or TypeScript once sucrase has taken its types out as the runner does (sucrase
 * keeps every line where it was, so the remarks point at the user's lines). TypeScript that does not
 * parse gets its syntax error as the one remark.
 */
export function lintJavaScript(
  linter: EslintLinter,
  { code, language, entryName }: { code: string; language: "javascript" | "typescript"; entryName: string },
): ReviewRemark[] {
  let source = code;
  if (language === "typescript") {
    const transpiled = transpileSource(code, "typescript");
    if ("compileError" in transpiled) {
      const { message, line = 1 } = transpiled.compileError;
      return [{ line, endLine: line, category: "correctness", message }];
    }
    source = transpiled.code;
  }
  const withDirective = `${source}${writeExportedDirective(entryName)}`;
  return toEslintRemarks(linter.verify(withDirective, createEslintConfig(), { filename: "solution.js" }));
}

export function lintPython(workspace: RuffWorkspace, code: string): ReviewRemark[] {
  return toRuffRemarks(workspace.check(code));
}
