import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import { COMPLEXITIES, INTERVIEW_TYPES } from "@/shared/constants/practice-options";
import type { RunnerLanguage } from "@/shared/judge/languages";
import {
  type LibraryInterviewQuestion,
  type LibraryProblem,
  type LibraryScenario,
  libraryInterviewQuestionSchema,
  libraryProblemSchema,
  libraryScenarioSchema,
  type ProblemList,
  problemListSchema,
} from "@/shared/schemas/content";
import { referenceTimeSchema } from "@/shared/schemas/problem-judge";

export const CONTENT_DIR = path.join(PROJECT_ROOT, "content");

/**
 * How long each problem's reference solutions took on their slowest test, per engine, as
 * `content:verify -- --measure` last measured them: the judge's time limits derive from it (limits.ts).
 */
export const REFERENCE_TIMES_FILE = "reference-times.json";
const referenceTimesSchema = z.record(z.string(), referenceTimeSchema);

/** A problem's editorial, beside its problem.json. */
export const EDITORIAL_FILE = "editorial.md";

/** The reference solutions in the runners' languages, by file name: each is optional while being written. */
const NATIVE_SOLUTION_FILES = { java: "solution.java", cpp: "solution.cpp", go: "solution.go" } as const;

export type LibraryProblemEntry = LibraryProblem & {
  solutions: { javascript: string; python: string } & Partial<Record<RunnerLanguage, string>>;
  /** editorial.md, as written (content/README.md#editorials); content:verify checks it. */
  editorial?: string;
};

export type Library = {
  problems: LibraryProblemEntry[];
  interviewQuestions: LibraryInterviewQuestion[];
  scenarios: LibraryScenario[];
  /** The curated problem lists of content/lists (none when absent, as in tests' hand-made libraries). */
  lists?: ProblemList[];
};

/** Reads only these problem folders when given (the rest of content/ is read in full). */
export type ReadLibraryOptions = { contentDir?: string; onlyProblems?: string[] };

/**
 * Reads and validates content/: every problem folder (problem.json, solution.js, solution.py, and
 * solution.java, .cpp and .go where present), the
 * interview questions per type and the scenarios per complexity. A missing question or scenario
 * file is an empty list. Returns what is valid plus one issue per problem found, naming file and field.
 */
export async function readLibrary(options: ReadLibraryOptions = {}): Promise<{ library: Library; issues: string[] }> {
  const contentDir = options.contentDir ?? CONTENT_DIR;
  const issues: string[] = [];
  const display = (file: string) => path.relative(path.dirname(contentDir), file);
  const [problems, questionLists, scenarioLists, lists] = await Promise.all([
    readProblems(contentDir, options.onlyProblems, issues, display),
    Promise.all(
      INTERVIEW_TYPES.map((type) =>
        readRecordList(path.join(contentDir, "interview-questions", `${type}.json`), libraryInterviewQuestionSchema, {
          issues,
          display,
          check: (question) => (question.type === type ? undefined : `type is "${question.type}", not "${type}"`),
        }),
      ),
    ),
    Promise.all(
      COMPLEXITIES.map((complexity) =>
        readRecordList(path.join(contentDir, "scenarios", `${complexity}.json`), libraryScenarioSchema, {
          issues,
          display,
          check: (scenario) =>
            scenario.complexity === complexity
              ? undefined
              : `complexity is "${scenario.complexity}", not "${complexity}"`,
        }),
      ),
    ),
    readProblemLists(contentDir, issues, display),
  ]);
  const library = { problems, interviewQuestions: questionLists.flat(), scenarios: scenarioLists.flat(), lists };
  return { library, issues };
}

/** Reads content/ once (at server start) and throws one error listing every issue when any file is invalid. */
export async function loadLibrary(contentDir = CONTENT_DIR): Promise<Library> {
  const { library, issues } = await readLibrary({ contentDir });
  if (issues.length > 0) throw new Error(`The content library is invalid:\n${issues.join("\n")}`);
  return library;
}

async function readProblems(
  contentDir: string,
  only: string[] | undefined,
  issues: string[],
  display: (file: string) => string,
): Promise<LibraryProblemEntry[]> {
  const problemsDir = path.join(contentDir, "problems");
  const folders = only ?? (await listFolders(problemsDir));
  const referenceTimes = await readReferenceTimes(contentDir, issues, display);
  const entries = await Promise.all(
    folders.map(async (folder) => {
      const dir = path.join(problemsDir, folder);
      const [[json, javascript, python], native, editorial] = await Promise.all([
        Promise.all(
          ["problem.json", "solution.js", "solution.py"].map((name) => readText(path.join(dir, name), issues, display)),
        ),
        readNativeSolutions(dir),
        fs.readFile(path.join(dir, EDITORIAL_FILE), "utf8").catch(() => undefined),
      ]);
      if (json === undefined || javascript === undefined || python === undefined) return undefined;
      const file = path.join(dir, "problem.json");
      const value = parseJson(json, display(file), issues);
      const problem = value === undefined ? undefined : parseRecord(value, libraryProblemSchema, display(file), issues);
      if (problem && problem.slug !== folder)
        issues.push(`${display(file)}: slug "${problem.slug}" differs from its folder name`);
      if (!problem) return undefined;
      const referenceTimeMs = referenceTimes[problem.slug];
      const solutions = { javascript, python, ...native };
      return {
        ...problem,
        ...(referenceTimeMs ? { referenceTimeMs } : {}),
        solutions,
        ...(editorial === undefined ? {} : { editorial }),
      };
    }),
  );
  return entries.filter((entry) => entry !== undefined);
}

/** A problem folder's solution.java, .cpp and .go, those present. */
async function readNativeSolutions(dir: string): Promise<Partial<Record<RunnerLanguage, string>>> {
  const entries = await Promise.all(
    Object.entries(NATIVE_SOLUTION_FILES).map(async ([language, name]) => {
      const code = await fs.readFile(path.join(dir, name), "utf8").catch(() => undefined);
      return code === undefined ? [] : [[language, code] as const];
    }),
  );
  return Object.fromEntries(entries.flat());
}

/** Every content/lists/<slug>.json, sorted by file name; the slug must be the file's name. */
async function readProblemLists(contentDir: string, issues: string[], display: (file: string) => string) {
  const dir = path.join(contentDir, "lists");
  const names = (await fs.readdir(dir).catch(() => [])).filter((name) => name.endsWith(".json")).sort();
  const lists = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const value = parseJson(await fs.readFile(file, "utf8"), display(file), issues);
      const list = value === undefined ? undefined : parseRecord(value, problemListSchema, display(file), issues);
      if (list && `${list.slug}.json` !== name)
        issues.push(`${display(file)}: slug "${list.slug}" differs from its file name`);
      return list;
    }),
  );
  return lists.filter((list) => list !== undefined);
}

async function readReferenceTimes(contentDir: string, issues: string[], display: (file: string) => string) {
  const file = path.join(contentDir, REFERENCE_TIMES_FILE);
  const text = await fs.readFile(file, "utf8").catch(() => undefined);
  const value = text === undefined ? {} : parseJson(text, display(file), issues);
  return (value === undefined ? undefined : parseRecord(value, referenceTimesSchema, display(file), issues)) ?? {};
}

async function listFolders(dir: string): Promise<string[]> {
  const dirents = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  return dirents
    .filter((dirent) => dirent.isDirectory())
    .map((dirent) => dirent.name)
    .sort();
}

async function readText(file: string, issues: string[], display: (file: string) => string) {
  try {
    return await fs.readFile(file, "utf8");
  } catch {
    issues.push(`${display(file)}: missing`);
    return undefined;
  }
}

async function readRecordList<T>(
  file: string,
  schema: z.ZodType<T>,
  context: { issues: string[]; display: (file: string) => string; check: (record: T) => string | undefined },
): Promise<T[]> {
  const text = await fs.readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return [];
  const where = context.display(file);
  const list = parseJson(text, where, context.issues);
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    context.issues.push(`${where}: must be a JSON array`);
    return [];
  }
  return list.flatMap((item, index) => {
    const label = `${where}[${index}]${describeSlug(item)}`;
    const record = parseRecord(item, schema, label, context.issues);
    const problem = record === undefined ? undefined : context.check(record);
    if (problem) context.issues.push(`${label}: ${problem}`);
    return record === undefined || problem ? [] : [record];
  });
}

function parseRecord<T>(value: unknown, schema: z.ZodType<T>, where: string, issues: string[]): T | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    issues.push(`${where}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  return undefined;
}

function parseJson(text: string, where: string, issues: string[]): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    issues.push(`${where}: not valid JSON: ${(error as Error).message}`);
    return undefined;
  }
}

function describeSlug(item: unknown): string {
  const slug = typeof item === "object" && item !== null && "slug" in item ? item.slug : undefined;
  return typeof slug === "string" ? ` (${slug})` : "";
}
