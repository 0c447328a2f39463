import type { CompileError } from "@/shared/judge/judge-report";
import type { NativeProgram } from "../native-language";

/** javac's error heading: `Solution.java:4: error: cannot find symbol`. */
const HEADING = /^(?:.*[\\/])?([\w$]+\.java):(\d+): error: (.*)$/;

/**
 * javac's first error, in the user's lines: its heading's line less the harness' import line, the column
 * from its caret line, and the message with javac's `symbol:` detail ("cannot find symbol: variable foo").
 * An error outside the user's file (a class name the harness also uses) is told without the harness' code.
 */
export function readJavaCompileError(output: string, program: NativeProgram): CompileError {
  const lines = output.split("\n");
  const headings = lines.map((line, index) => ({ match: HEADING.exec(line), index })).filter((entry) => entry.match);
  const first = headings.find((entry) => entry.match?.[1] === program.userFile) ?? headings[0];
  if (!first?.match) {
    const text = output.trim().split("\n").slice(0, 5).join("\n");
    return { message: text || "The code could not be compiled." };
  }
  const [, file, lineText, heading] = first.match;
  const message = describeError(heading ?? "", lines.slice(first.index + 1, first.index + 6));
  if (file !== program.userFile) {
    return { message: `${message} (in the judge's ${file}: does the code declare a class the judge also uses?)` };
  }
  const line = Number(lineText) - program.userLineOffset;
  const caret = lines[first.index + 2] ?? "";
  const column = /^\s*\^\s*$/.test(caret) ? caret.indexOf("^") + 1 : undefined;
  return line >= 1 ? { message, line, ...(column ? { column } : {}) } : { message };
}

/** The heading's message, with the symbol it could not find when javac names one. */
function describeError(heading: string, following: string[]): string {
  const symbol = following.map((line) => /^\s+symbol:\s+(.*)$/.exec(line)?.[1]).find(Boolean);
  return symbol ? `${heading}: ${symbol.trim()}` : heading;
}
