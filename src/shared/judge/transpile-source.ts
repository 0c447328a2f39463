import { transform } from "sucrase";
import type { CompileError } from "./judge-report";

type SucraseError = Error & { loc?: { line: number; column: number } };

/** A line that starts with `import` or `export`: the file is an ES module. */
const MODULE_SYNTAX = /^\s*(import|export)\b/m;

/**
 * The plain JavaScript QuickJS runs: TypeScript loses its types (sucrase keeps every line where it was,
 * so errors at run time point at the user's lines); JavaScript goes through the same parser first, so
 * a syntax error is reported with its line and column either way. Sucrase does not check everything
 * (e.g. a duplicate `let`); QuickJS reports what it lets through, with the position too. A file pasted
 * from an editor's module (`export function …`, `export {}`, `import … from "@datastructures-js/…"`)
 * becomes CommonJS, which the harness provides `require` and `module.exports` for.
 */
export function transpileSource(
  code: string,
  language: "javascript" | "typescript",
): { code: string } | { compileError: CompileError } {
  try {
    const isModule = MODULE_SYNTAX.test(code);
    const transforms = [
      ...(language === "typescript" ? (["typescript"] as const) : []),
      ...(isModule ? (["imports"] as const) : []),
    ];
    const output = transform(code, { transforms, disableESTransforms: true }).code;
    // Plain JavaScript only needed the parse: QuickJS runs exactly what the user wrote.
    return { code: transforms.length > 0 ? output : code };
  } catch (error) {
    return { compileError: readSucraseError(error as SucraseError) };
  }
}

function readSucraseError(error: SucraseError): CompileError {
  // Sucrase appends the position to the message ("Unexpected token (2:13)"); it is in `loc` too.
  const message = `SyntaxError: ${error.message.replace(/\s*\(\d+:\d+\)$/, "")}`;
  return error.loc ? { message, line: error.loc.line, column: error.loc.column } : { message };
}
