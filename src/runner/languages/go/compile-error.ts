import type { NativeProgram } from "@/runner/languages/native-language";
import type { CompileError } from "@/shared/judge/judge-report";

/** A compiler message: `./solution.go:3:9: undefined: foo` (`solution.go:…` when a line directive names it). */
const POSITIONED = /^(?:\.\/)?([\w.-]+\.go):(\d+):(?:(\d+):)?\s*(.*)$/;

/**
 * The Go compiler's first error in the user's code, at the user's line and column (the line directive
 * keeps them), or, when the first error is in the harness, what the code lacks in the user's terms:
 * `undefined: twoSum` in main.go means that the solution does not define the function the problem calls.
 */
export function readGoCompileError(compilerOutput: string, program: NativeProgram): CompileError {
  const lines = compilerOutput.split("\n").map((line) => line.trimEnd());
  const errors = lines.flatMap((line) => {
    const match = POSITIONED.exec(line);
    return match
      ? [{ file: match[1] as string, line: Number(match[2]), column: match[3], message: match[4] as string }]
      : [];
  });
  const own = errors.find((error) => error.file === program.userFile);
  if (own) {
    const line = own.line - program.userLineOffset;
    return {
      message: own.message,
      ...(line > 0 ? { line, ...(own.column ? { column: Number(own.column) } : {}) } : {}),
    };
  }
  const harness = errors[0];
  if (harness) return { message: describeHarnessError(harness.message) };
  const first = lines.find((line) => line.trim() && !line.startsWith("#"));
  return { message: first ? first.replace(/^go: /, "") : "The code did not compile." };
}

function describeHarnessError(message: string): string {
  const undefinedName = /^undefined: (\w+)/.exec(message)?.[1];
  if (undefinedName === "Constructor") {
    return "The code does not define func Constructor (LeetCode's Go form of a class: func Constructor(...) T and methods func (this *T) Name(...)).";
  }
  if (undefinedName) return `The code does not define ${undefinedName}.`;
  const method = /has no field or method (\w+)/.exec(message)?.[1];
  if (method) return `The code does not define the method ${method}.`;
  return `The code does not fit how the judge calls it: ${message}`;
}
