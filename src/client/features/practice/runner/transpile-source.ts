import { transform } from "sucrase";
import type { CompileError } from "@/shared/judge/judge-report";

type SucraseError = Error & { loc?: { line: number; column: number } };

/**
 * The plain JavaScript QuickJS runs: TypeScript loses its types (sucrase keeps every line where it was,
 * so errors at run time point at the user's lines); JavaScript goes through the same parser first, so
 * a syntax error is reported with its line and column either way. Sucrase does not check everything
 * (e.g. a duplicate `let`); QuickJS reports what it lets through, with the position too.
 */
export function transpileSource(
  code: string,
  language: "javascript" | "typescript",
): { code: string } | { compileError: CompileError } {
  try {
    const transforms = language === "typescript" ? (["typescript"] as const) : [];
    const output = transform(code, { transforms: [...transforms], disableESTransforms: true }).code;
    // JavaScript only needed the parse: QuickJS runs exactly what the user wrote.
    return { code: language === "typescript" ? output : code };
  } catch (error) {
    return { compileError: readSucraseError(error as SucraseError) };
  }
}

function readSucraseError(error: SucraseError): CompileError {
  // Sucrase appends the position to the message ("Unexpected token (2:13)"); it is in `loc` too.
  const message = `SyntaxError: ${error.message.replace(/\s*\(\d+:\d+\)$/, "")}`;
  return error.loc ? { message, line: error.loc.line, column: error.loc.column } : { message };
}
