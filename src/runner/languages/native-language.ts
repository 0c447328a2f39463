import type { CompileError } from "@/shared/judge/judge-report";
import type { RunnerLanguage } from "@/shared/judge/languages";
import type { Signature } from "@/shared/schemas/problem-judge";

/** The languages judged by a runner on a server, in a sandbox (the browser judges the others). */
export type NativeLanguageId = RunnerLanguage;

export type SourceFile = { path: string; content: string };

/**
 * The program a runner compiles for one job: the user's code in its own file, the harness beside it.
 * `userLineOffset` is how many lines the harness put before the user's first line in `userFile` (0 when
 * a line directive keeps the user's numbering), so that compiler and runtime lines are the user's.
 */
export type NativeProgram = { files: SourceFile[]; userFile: string; userLineOffset: number };

/**
 * A language a runner judges. The program it builds reads `tests.json` from its working directory,
 * `{"marker": "<random>", "tests": [<input>, ...]}`, each input as in the problem's tests (the argument
 * list; `{calls, args}` for a class; `[value]` for a codec), runs them in order and, after each, writes to
 * standard output (after whatever the solution printed, flushed) a line
 * `<marker> {"index": i, "value": <the result as JSON>, "ms": <the call's time>}` or
 * `<marker> {"index": i, "error": "<message>", "line": <the user's line or null>}`
 * (harness-protocol.ts reads them). Results are JSON as the problem's tests write them: nodes as
 * LeetCode's level-order or list arrays, a void function's first argument after the call, a class's
 * results one per call (null for the constructor and void methods).
 */
export type NativeLanguage = {
  id: NativeLanguageId;
  label: string;
  buildProgram(signature: Signature, userCode: string): NativeProgram;
  /**
   * Run in the job's working directory, tools by name (the sandbox's PATH leads to them); null when the
   * language has no separate compile step.
   */
  compileArgv: readonly string[] | null;
  /** The program's command, for the job's memory limit (a JVM's heap follows it). */
  runArgv: (limits: { memoryBytes: number }) => readonly string[];
  /** The compiler's first error in the user's lines (line and column when it names them). */
  readCompileError(compilerOutput: string, program: NativeProgram): CompileError;
};
