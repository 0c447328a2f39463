import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { AiProvider } from "@/server/ai/ai-provider";
import { createAiProvider } from "@/server/ai/create-ai-provider";
import { createLibraryProvider } from "@/server/ai/library-provider";
import { type Library, readLibrary } from "@/server/content/load-library";
import { EnvError, parseEnv } from "@/server/env";
import { createLogger } from "@/server/lib/logger";
import type { LibraryInterviewQuestion } from "@/shared/schemas/content";
import { evaluateLibraryAnswer, formatEvaluation, toJsonEvaluation } from "./evaluate-answer";
import { parseInterviewFile } from "./labelled-sets";
import { EVALUATE_USAGE, type EvaluateCommand, type ProviderName, parseEvaluateArgs, UsageError } from "./parse-args";
import { computeSeparation, formatSeparation, isHeldOut, type ScoredAnswer } from "./separation";

export type CliOutput = { out: (line: string) => void; err: (line: string) => void };

const PROCESS_OUTPUT: CliOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

export type EvaluateCliOptions = {
  output?: CliOutput;
  contentDir?: string;
  /** Where `--provider openai` reads OPENAI_BASE_URL, OPENAI_API_KEY, AI_MODEL and AI_TIMEOUT_MS (default: process.env). */
  env?: Record<string, string | undefined>;
};

/**
 * `npm run evaluate`: one answer evaluated as the product's automatic check does, or the separation figures of
 * a labelled set. Answers with the exit status: 0 done, 2 a usage error (unknown slug, missing file), 1 a failure.
 */
export async function runEvaluateCli(argv: string[], options: EvaluateCliOptions = {}): Promise<number> {
  const output = options.output ?? PROCESS_OUTPUT;
  let command: EvaluateCommand;
  try {
    command = parseEvaluateArgs(argv);
  } catch (error) {
    return complain(error, output, " (npm run evaluate -- --help)");
  }
  if (command.mode === "help") {
    output.out(EVALUATE_USAGE);
    return 0;
  }
  try {
    const library = await readQuestions(options.contentDir);
    const provider = await createProvider(command.provider, library, options.env ?? process.env);
    if (command.mode === "set") await evaluateSet(command, library, provider, output);
    else await evaluateOne(command, library, provider, output);
    return 0;
  } catch (error) {
    return complain(error, output);
  }
}

/** The library's interview questions only: the problems are not read. */
async function readQuestions(contentDir: string | undefined): Promise<Library> {
  const { library } = await readLibrary({ contentDir, onlyProblems: [] });
  return library;
}

/** The library's automatic check, or the model the server would use with AI_PROVIDER=openai. */
async function createProvider(
  name: ProviderName,
  library: Library,
  env: Record<string, string | undefined>,
): Promise<AiProvider> {
  if (name === "library") return createLibraryProvider({ library });
  try {
    return await createAiProvider({ ...parseEnv(env), AI_PROVIDER: "openai" }, createLogger("silent"));
  } catch (error) {
    if (error instanceof EnvError) throw new UsageError(error.message);
    throw error;
  }
}

function findQuestion(library: Library, slug: string): LibraryInterviewQuestion {
  const question = library.interviewQuestions.find((candidate) => candidate.slug === slug);
  if (question) return question;
  const near = library.interviewQuestions
    .map(({ slug: other }) => other)
    .filter((other) => other.includes(slug) || slug.includes(other) || sharesWords(other, slug))
    .slice(0, 3);
  throw new UsageError(
    `no library interview question "${slug}"${near.length > 0 ? `; did you mean ${near.join(", ")}?` : ""}`,
  );
}

function sharesWords(a: string, b: string): boolean {
  const words = new Set(a.split("-").filter((word) => word.length > 3));
  return b.split("-").filter((word) => words.has(word)).length >= 2;
}

async function readText(file: string): Promise<string> {
  return readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot read ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}`);
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
  const question = findQuestion(library, command.slug);
  const answers = readAnswerParts(command.file, await readText(command.file));
  const evaluation = await evaluateLibraryAnswer(provider, question, answers, command.seconds);
  if (command.isJson) output.out(JSON.stringify(toJsonEvaluation(question.slug, question.type, evaluation), null, 2));
  else output.out(formatEvaluation(question.slug, question.type, evaluation).join("\n"));
}

async function setFiles(target: string): Promise<string[]> {
  const info = await stat(target).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(
      `cannot read ${target}: ${error.code === "ENOENT" ? "no such file or folder" : error.message}`,
    );
  });
  if (!info.isDirectory()) return [target];
  const names = (await readdir(target)).filter((name) => name.endsWith(".json")).sort();
  if (names.length === 0) throw new UsageError(`${target} holds no .json set file`);
  return names.map((name) => path.join(target, name));
}

/** Every answer of the set scored by the check, with the time the check took. */
async function scoreSet(files: readonly string[], library: Library, provider: AiProvider): Promise<ScoredAnswer[]> {
  const rows: ScoredAnswer[] = [];
  for (const file of files) {
    let entries: ReturnType<typeof parseInterviewFile>;
    try {
      entries = parseInterviewFile(file);
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    for (const entry of entries) {
      const question = findQuestion(library, entry.question);
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

/** One line on stderr, never a stack trace: 2 for a usage error, 1 when the evaluation itself failed. */
function complain(error: unknown, output: CliOutput, hint = ""): number {
  const message = error instanceof Error ? error.message : String(error);
  output.err(`evaluate: ${message}${error instanceof UsageError ? hint : ""}`);
  return error instanceof UsageError ? 2 : 1;
}
