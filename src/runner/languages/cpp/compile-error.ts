import type { NativeProgram } from "@/runner/languages/native-language";
import type { CompileError } from "@/shared/judge/judge-report";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The first error g++ reports in the user's file, with its line and column. When the user's lines are
 * fine but the harness cannot use them (no class Solution, a missing method), the harness' static
 * assertion says so in words; a link error (a method declared and never defined) is shown as the linker
 * says it. The harness' own lines are never shown.
 */
export function readCppCompileError(compilerOutput: string, program: NativeProgram): CompileError {
  const lines = compilerOutput.split("\n");
  const inUserFile = new RegExp(`^(?:\\./)?${escapeRegExp(program.userFile)}:(\\d+):(\\d+): (?:fatal )?error: (.*)$`);
  for (const line of lines) {
    const match = inUserFile.exec(line);
    if (match) {
      const [, row = "0", column = "0", message = ""] = match;
      return { message, line: Number(row) - program.userLineOffset, column: Number(column) };
    }
  }
  for (const line of lines) {
    const assertion = /error: static assertion failed: (.*)$/.exec(line);
    if (assertion?.[1]) return { message: assertion[1] };
  }
  const link = lines.find((line) => /undefined reference to/.test(line));
  if (link) return { message: link.replace(/^.*?(undefined reference to)/, "$1").replace(/[`‘’]/g, "'") };
  const other = lines.find((line) => /(?:^|: )(?:fatal )?error: /.test(line));
  if (other) return { message: other.replace(/^.*?(?:fatal )?error: /, "") };
  return { message: "The code did not compile." };
}
