import path from "node:path";
import { performance } from "node:perf_hooks";
import type { AiProvider } from "@/server/ai/ai-provider";
import type { Library } from "@/server/content/load-library";
import { type CliOptions, type CliOutput, findBySlug, parseSetFile, readText, runCli, setFiles } from "./cli-shared";
import { evaluateLibraryAnswer, formatEvaluation, toJsonEvaluation } from "./evaluate-answer";
import { parseInterviewFile } from "./labelled-sets";
import { EVALUATE_USAGE, type EvaluateCommand, parseEvaluateArgs, UsageError } from "./parse-args";
import { computeSeparation, formatSeparation, isHeldOut, type ScoredAnswer } from "./separation";

export type { CliOutput };
export type EvaluateCliOptions = CliOptions;

/**
 * `npm run evaluate`: one answer evaluated as the product's automatic check does, or the separation figures of
 * a labelled set. Answers with the exit status: 0 done, 2 a usage error (unknown slug, missing file), 1 a failure.
 */
export async function runEvaluateCli(argv: string[], options: EvaluateCliOptions = {}): Promise<number> {
  return runCli(argv, options, {
    name: "evaluate",
    usage: EVALUATE_USAGE,
    parse: parseEvaluateArgs,
    run: (command, library, provider, output) =>
      command.mode === "set"
        ? evaluateSet(command, library, provider, output)
        : evaluateOne(command, library, provider, output),
  });
}

/** A plain-text answer, or a JSON array of strings: the answer and then each follow-up's. */
function readAnswerParts(file: string, text: string): string[] {
  if (path.extname(file).toLowerCase() !== ".json") return [text];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UsageError(`${file} is not valid JSON; give the answer as plain text or a JSON array of strings`);
  }
  if (typeof parsed === "string") return [parsed];
  if (Array.isArray(parsed) && parsed.every((part) => typeof part === "string")) return parsed;
  throw new UsageError(`${file} must hold a JSON array of strings: the answer, then each follow-up's`);
}

async function evaluateOne(
  command: Extract<EvaluateCommand, { mode: "answer" }>,
  library: Library,
  provider: AiProvider,
  output: CliOutput,
) {
  const question = findBySlug(library.interviewQuestions, command.slug, "interview question");
  const answers = readAnswerParts(command.file, await readText(command.file));
  const evaluation = await evaluateLibraryAnswer(provider, question, answers, command.seconds);
  if (command.isJson) output.out(JSON.stringify(toJsonEvaluation(question.slug, question.type, evaluation), null, 2));
  else output.out(formatEvaluation(question.slug, question.type, evaluation).join("\n"));
}

/** Every answer of the set scored by the check, with the time the check took. */
async function scoreSet(files: readonly string[], library: Library, provider: AiProvider): Promise<ScoredAnswer[]> {
  const rows: ScoredAnswer[] = [];
  for (const file of files) {
    for (const entry of parseSetFile(parseInterviewFile, file)) {
      const question = findBySlug(library.interviewQuestions, entry.question, "interview question");
      const started = performance.now();
      const evaluation = await evaluateLibraryAnswer(provider, question, [entry.answer], null);
      const ms = performance.now() - started;
      const { id, label, score: expected, traits } = entry;
      rows.push({ id, question: question.slug, label, expected, traits, score: evaluation.score, ms });
    }
  }
  return rows;
}

async function evaluateSet(
  command: Extract<EvaluateCommand, { mode: "set" }>,
  library: Library,
  provider: AiProvider,
  output: CliOutput,
) {
  const rows = await scoreSet(await setFiles(command.path), library, provider);
  const parts = [{ name: "all", rows }];
  if (command.isSplit) {
    parts.push({ name: "tuning", rows: rows.filter(({ question }) => !isHeldOut(question)) });
    parts.push({ name: "held-out", rows: rows.filter(({ question }) => isHeldOut(question)) });
  }
  if (command.isJson) {
    const figures = Object.fromEntries(parts.map(({ name, rows: part }) => [name, computeSeparation(part)]));
    const answers = command.isList ? rows : undefined;
    output.out(JSON.stringify({ ...figures, answers }, null, 2));
    return;
  }
  if (command.isList) {
    for (const row of rows) {
      const flag = row.traits.length > 0 ? ` [${row.traits.join(", ")}]` : "";
      output.out(`${row.id.padEnd(18)} ${row.label.padEnd(8)} ${row.expected}  →  ${row.score.toFixed(1)}${flag}`);
    }
    output.out("");
  }
  const title = (name: string) =>
    name === "all"
      ? command.path
      : `${name === "tuning" ? "Tuning questions (two thirds" : "Held-out questions (a fixed third"}, by a hash of the slug)`;
  output.out(
    parts.flatMap(({ name, rows: part }) => formatSeparation(computeSeparation(part), title(name))).join("\n"),
  );
}
