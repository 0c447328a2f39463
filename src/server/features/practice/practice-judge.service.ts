import { and, eq, isNull, sql } from "drizzle-orm";
import type { Library } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { practiceProblems, problemSubmissions } from "@/server/db/schema/practice";
import { AppError } from "@/server/lib/app-error";
import { type EditorialSection, parseEditorial } from "@/shared/editorial/editorial";
import { findExampleTests } from "@/shared/format-example";
import type { RunnerLanguage } from "@/shared/judge/languages";
import { DEFAULT_TIME_LIMIT_MS, getTimeLimitsMs } from "@/shared/judge/limits";
import type { ProblemJudge } from "@/shared/schemas/problem-judge";
import {
  PROBLEM_NOT_JUDGED_MESSAGE,
  type ProblemDetail,
  type ReferenceSolution,
  SOLUTION_LOCKED_MESSAGE,
  type SolvingJudge,
} from "@/shared/schemas/solving";
import { type ProblemRow, problemColumns, toProblem } from "./practice.service";

// A problem's judge (tests, comparison, reference solutions): stored with the problem, or, for a
// library problem saved before judges were stored, the library's entry with its slug. The tests go
// to the user's browser, which runs their code; the solutions only once the user solved it or gave up.

export type SolvingArgs = { db: Database; userId: string; problemId: string; library: () => Promise<Library> };

/** What a problem's page and a submission need to know of its judge, without reading its tests. */
export type JudgeFacts = { testCount: number; timeLimitMs: number | undefined };

/** A library problem's pattern and tags, read from the library by the row's slug (none for a generated one). */
export type ProblemLabels = Pick<ProblemDetail, "pattern" | "tags">;

/** One of the user's problems (404 for anyone else's) with the facts of its judge; null facts: not judged. */
export async function findSolvingProblem({
  db,
  userId,
  problemId,
  library,
}: SolvingArgs): Promise<{ row: ProblemRow; judge: JudgeFacts | null; labels: ProblemLabels }> {
  const p = practiceProblems;
  const [found] = await db
    .select({
      row: problemColumns,
      testCount: sql<number | null>`jsonb_array_length(${p.judge}->'tests')`,
      timeLimitMs: sql<number | null>`(${p.judge}->>'timeLimitMs')::int`,
    })
    .from(p)
    .where(and(eq(p.id, problemId), eq(p.userId, userId)));
  if (!found) throw new AppError("NOT_FOUND", { message: "No such problem." });
  const { row, testCount, timeLimitMs } = found;
  const labels = await findLibraryLabels(row.slug, library);
  if (testCount !== null) return { row, judge: { testCount, timeLimitMs: timeLimitMs ?? undefined }, labels };
  const entry = await findLibraryJudge(row.slug, library);
  return { row, judge: entry ? { testCount: entry.tests.length, timeLimitMs: entry.timeLimitMs } : null, labels };
}

async function findLibraryLabels(slug: string | null, library: () => Promise<Library>): Promise<ProblemLabels> {
  const entry = slug ? (await library()).problems.find((problem) => problem.slug === slug) : undefined;
  return entry ? { pattern: entry.pattern, tags: entry.tags } : { pattern: null, tags: [] };
}

/** The whole judge of one of the user's problems; 409 PROBLEM_NOT_JUDGED for an AI problem saved before judging. */
export async function getProblemJudge({
  db,
  userId,
  problemId,
  library,
}: SolvingArgs): Promise<{ row: ProblemRow; judge: ProblemJudge }> {
  const [found] = await db
    .select({ row: problemColumns, judge: practiceProblems.judge })
    .from(practiceProblems)
    .where(and(eq(practiceProblems.id, problemId), eq(practiceProblems.userId, userId)));
  if (!found) throw new AppError("NOT_FOUND", { message: "No such problem." });
  const judge = found.judge ?? (await findLibraryJudge(found.row.slug, library));
  if (!judge) throw new AppError("PROBLEM_NOT_JUDGED", { message: PROBLEM_NOT_JUDGED_MESSAGE });
  return { row: found.row, judge };
}

/** GET /problems/:id: the problem and how it is solved; never its tests, solutions or complexity. */
export async function getProblemDetail(args: SolvingArgs): Promise<ProblemDetail> {
  const { row, judge, labels } = await findSolvingProblem(args);
  return toProblemDetail(row, judge, labels);
}

export function toProblemDetail(row: ProblemRow, judge: JudgeFacts | null, labels: ProblemLabels): ProblemDetail {
  return {
    ...toProblem(row),
    ...labels,
    isJudged: judge !== null,
    timeLimitMs: judge?.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    solveSeconds: row.solveSeconds,
    gaveUpAt: row.gaveUpAt?.toISOString() ?? null,
    hintsRevealed: row.hintsRevealed,
  };
}

/** GET /problems/:id/judge: what the browser runs the user's code against (never the solutions). */
export async function getSolvingJudge(args: SolvingArgs): Promise<SolvingJudge> {
  const { row, judge } = await getProblemJudge(args);
  const { signature, comparison, checker, tests, timeLimitMs } = judge;
  return {
    signature,
    comparison,
    ...(checker ? { checker } : {}),
    timeLimitMs: timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    timeLimitsMs: getTimeLimitsMs(judge),
    tests: tests.map(({ input, expected }) => ({ input, expected })),
    exampleTestIndexes: findExampleTests(judge, row.examples),
  };
}

/** GET /problems/:id/solution: only after an accepted submission or giving up (409 SOLUTION_LOCKED before). */
export async function getSolution(args: SolvingArgs): Promise<ReferenceSolution> {
  const { row, judge } = await getProblemJudge(args);
  if (!(await isSolutionUnlocked(args, row))) {
    throw new AppError("SOLUTION_LOCKED", { message: SOLUTION_LOCKED_MESSAGE });
  }
  return toSolution(judge, await findLibraryEntry(row.slug, judge, args.library));
}

/** The reference solution and complexity are the user's once they gave up or a submission was accepted. */
export async function isSolutionUnlocked(
  { db, userId, problemId }: Pick<SolvingArgs, "db" | "userId" | "problemId">,
  row: Pick<ProblemRow, "gaveUpAt">,
): Promise<boolean> {
  if (row.gaveUpAt) return true;
  const accepted = await db.$count(
    problemSubmissions,
    and(
      eq(problemSubmissions.userId, userId),
      eq(problemSubmissions.problemId, problemId),
      eq(problemSubmissions.verdict, "accepted"),
    ),
  );
  return accepted > 0;
}

/** "Give up and show the solution": sets gave_up_at once and answers the solution. */
export async function giveUpProblem(args: SolvingArgs & { now: Date }): Promise<ReferenceSolution> {
  const { db, userId, problemId, now } = args;
  const { row, judge } = await getProblemJudge(args);
  await db
    .update(practiceProblems)
    .set({ gaveUpAt: now })
    .where(
      and(eq(practiceProblems.id, problemId), eq(practiceProblems.userId, userId), isNull(practiceProblems.gaveUpAt)),
    );
  return toSolution(judge, await findLibraryEntry(row.slug, judge, args.library));
}

type Solutions = ProblemJudge["solutions"];

/** What a library problem adds to its stored judge: its editorial, and solutions the judge lacks. */
type LibraryAddition = { solutions: Partial<Solutions>; editorial?: string };

/**
 * A library problem's editorial, and its reference solutions in the runners' languages when its stored
 * judge lacks them (a problem opened before the library had them keeps a copy of JavaScript and Python
 * only). The library's own texts are answered, never copied.
 */
export async function findLibraryEntry(
  slug: string | null,
  judge: ProblemJudge,
  library: () => Promise<Library>,
): Promise<LibraryAddition> {
  if (!slug) return { solutions: {}, editorial: judge.editorial };
  const entry = (await library()).problems.find((problem) => problem.slug === slug);
  return { solutions: entry?.solutions ?? {}, editorial: judge.editorial ?? entry?.editorial };
}

/** The editorial's sections; none when it is missing or malformed (content:verify keeps the library's sound). */
export function readEditorial(markdown: string | undefined): EditorialSection[] | null {
  if (markdown === undefined) return null;
  const { sections, issues } = parseEditorial(markdown);
  return issues.length === 0 ? sections : null;
}

function toSolution({ solutions, complexity }: ProblemJudge, library: LibraryAddition): ReferenceSolution {
  const native = (language: RunnerLanguage) => solutions[language] ?? library.solutions[language] ?? null;
  return {
    javascript: solutions.javascript,
    python: solutions.python ?? null,
    java: native("java"),
    cpp: native("cpp"),
    go: native("go"),
    complexity,
    editorial: readEditorial(library.editorial),
  };
}

/** The library's judge of a problem saved before judges were stored with problems (library rows have a slug). */
export async function findLibraryJudge(
  slug: string | null,
  library: () => Promise<Library>,
): Promise<ProblemJudge | null> {
  if (!slug) return null;
  const entry = (await library()).problems.find((problem) => problem.slug === slug);
  if (!entry) return null;
  const { signature, comparison, tests, timeLimitMs, complexity, solutions } = entry;
  return { signature, comparison, tests, ...(timeLimitMs === undefined ? {} : { timeLimitMs }), complexity, solutions };
}
