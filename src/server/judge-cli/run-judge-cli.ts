import fs from "node:fs/promises";
import { isRunnerLanguage, LANGUAGE_LABELS } from "@/shared/judge/languages";
import { formatReport, toJsonReport } from "./format-report";
import { createSourceJudge, type SourceJudge } from "./judge-source";
import { JUDGE_USAGE, type JudgeCommand, parseJudgeArgs, UsageError } from "./parse-args";
import { readProblems } from "./read-problems";
import { type CliOutput, runCorpus } from "./run-corpus";

const PROCESS_OUTPUT: CliOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/**
 * `npm run judge`: judges a file, or a corpus of them, exactly as the browser's Submit does and answers
 * with the exit status (0 all Accepted, 1 not, 2 a usage error). Never leaves Pyodide's worker thread
 * running: it is closed here whatever happens.
 */
export async function runJudgeCli(argv: string[], output: CliOutput = PROCESS_OUTPUT): Promise<number> {
  let command: JudgeCommand;
  try {
    command = parseJudgeArgs(argv);
  } catch (error) {
    return complain(error, output, " (npm run judge -- --help)");
  }
  if (command.mode === "help") {
    output.out(JUDGE_USAGE);
    return 0;
  }
  const judge = createSourceJudge({ onProgress: output.err });
  try {
    if (command.mode === "corpus") return await runCorpus(command.dir, command.isJson, judge, output);
    return await judgeFile(command, judge, output);
  } catch (error) {
    return complain(error, output);
  } finally {
    await judge.close();
  }
}

async function judgeFile(
  command: Extract<JudgeCommand, { mode: "file" }>,
  judge: SourceJudge,
  output: CliOutput,
): Promise<number> {
  const { slug, file, language, isJson } = command;
  const code = await fs.readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot read ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}`);
  });
  const lookup = (await readProblems([slug])).get(slug);
  if (!lookup || "error" in lookup) throw new UsageError(lookup?.error ?? `no library problem "${slug}"`);
  if (language === "python" && !isJson) output.err("Starting Python (Pyodide takes a few seconds)…");
  if (isRunnerLanguage(language) && !isJson)
    output.err(`Compiling and running in a local sandbox, as a runner does (${LANGUAGE_LABELS[language]})…`);
  const report = await judge.judge(language, code, lookup.problem);
  if (isJson) output.out(JSON.stringify(toJsonReport(slug, language, report)));
  else
    output.out(
      [`${slug} in ${LANGUAGE_LABELS[language]}, ${report.total} tests`, ...formatReport(report, language)].join("\n"),
    );
  return report.verdict === "accepted" ? 0 : 1;
}

/**
 * One line on stderr, never a stack trace: 2 for a usage error, 1 when judging itself failed (Pyodide did
 * not start; no sandbox or toolchain for Java, C++ or Go here, with what to install).
 */
function complain(error: unknown, output: CliOutput, hint = ""): number {
  const message = error instanceof Error ? error.message : String(error);
  output.err(`judge: ${message}${error instanceof UsageError ? hint : ""}`);
  return error instanceof UsageError ? 2 : 1;
}
