import { and, desc, eq, lte } from "drizzle-orm";
import type { GenerationArgs } from "@/server/ai/lab-generation";
import type { Library } from "@/server/content/load-library";
import { toJudgedProblem } from "@/server/content/to-judged-problem";
import type { Database } from "@/server/db/client";
import { practiceProblems, problemSubmissions } from "@/server/db/schema/practice";
import { reviewCards } from "@/server/db/schema/spaced-repetition";
import { AppError } from "@/server/lib/app-error";
import type { Problem } from "@/shared/schemas/practice";
import type { CatalogueEntry, OpenedProblem, ProblemCatalogue, ProblemStatus } from "@/shared/schemas/problem-library";
import { problemColumns, saveServedProblem, serveChosenProblem, startProblem, toProblem } from "./practice.service";

// The Problem Library: the whole library with the user's status on each problem, plus the problems the
// user generated that the library does not hold; and opening one of its problems.

type CatalogueArgs = { db: Database; userId: string; now: Date; library: () => Promise<Library> };

/** What the user did with one problem of theirs (a practice_problems row). */
type Progress = { status: ProblemStatus; isDue: boolean; problemId: string };

/** Every library problem with the user's status, then the user's visible generated problems, newest first. */
export async function getProblemCatalogue({ db, userId, now, library }: CatalogueArgs): Promise<ProblemCatalogue> {
  const p = practiceProblems;
  const [rows, submitted, due, { problems, lists = [] }] = await Promise.all([
    db.select(problemColumns).from(p).where(eq(p.userId, userId)).orderBy(desc(p.createdAt), desc(p.id)),
    db
      .selectDistinct({ problemId: problemSubmissions.problemId })
      .from(problemSubmissions)
      .where(eq(problemSubmissions.userId, userId)),
    db
      .select({ problemId: reviewCards.subjectId })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.kind, "problem"), lte(reviewCards.due, now))),
    library(),
  ]);
  const submittedIds = new Set(submitted.map((row) => row.problemId));
  const dueIds = new Set(due.map((row) => row.problemId));
  const progressOf = (row: (typeof rows)[number]): Progress => ({
    status: row.solvedAt ? "solved" : row.startedAt || submittedIds.has(row.id) ? "attempted" : "new",
    isDue: dueIds.has(row.id),
    problemId: row.id,
  });
  // Newest first, so a slug served twice (before Generate remembered served slugs) keeps its newest row.
  const bySlug = new Map<string, Progress>();
  for (const row of rows) if (row.slug) bySlug.set(row.slug, mergeProgress(progressOf(row), bySlug.get(row.slug)));
  const libraryEntries = problems.map((problem): CatalogueEntry => {
    const progress = bySlug.get(problem.slug);
    const { slug, title, difficulty, topic, pattern, tags, company } = problem;
    return {
      key: slug,
      ...{ slug, title, difficulty, topic, pattern, tags, company, source: "library" },
      problemId: progress?.problemId ?? null,
      status: progress?.status ?? "new",
      isDue: progress?.isDue ?? false,
    };
  });
  const known = new Set(problems.map((problem) => problem.slug));
  const generated = rows
    .filter((row) => !row.hiddenAt && (!row.slug || !known.has(row.slug)))
    .map((row): CatalogueEntry => {
      const { id, slug, title, difficulty, topic, company, source } = row;
      const progress = progressOf(row);
      return {
        key: id,
        slug,
        title,
        difficulty,
        topic,
        company,
        pattern: null,
        tags: [],
        ...progress,
        source: source.kind,
      };
    });
  const listSummaries = lists.map(({ slug, title, description, isComplete, problems }) => ({
    ...{ slug, title, description, isComplete },
    problems: problems.filter((listed) => known.has(listed)),
  }));
  return { problems: [...libraryEntries, ...generated], lists: listSummaries };
}

/** The newer row's problem id; solved, due or attempted on any row counts. */
function mergeProgress(older: Progress, newer: Progress | undefined): Progress {
  if (!newer) return older;
  const rank = { new: 0, attempted: 1, solved: 2 } as const;
  return {
    problemId: newer.problemId,
    status: rank[older.status] > rank[newer.status] ? older.status : newer.status,
    isDue: older.isDue || newer.isDue,
  };
}

/**
 * Opens a library problem: the user's existing problem for that slug (shown again in the Practice Arena
 * if Clear All hid it), or a new one served exactly as Generate serves one (its rules and quota count);
 * then records a Start, as the Arena's Start button does (which needs AI access).
 */
export async function openLibraryProblem(
  args: GenerationArgs<{ slug: string }> & { library: () => Promise<Library> },
): Promise<OpenedProblem> {
  const { db, userId, now, input, library } = args;
  const entry = (await library()).problems.find((problem) => problem.slug === input.slug);
  if (!entry) throw new AppError("NOT_FOUND", { message: "The PrepPilot library has no such problem." });
  const found = await findLibraryProblem(db, userId, input.slug);
  const opened = found
    ? { problem: found, isCreated: false }
    : await serveChosenProblem(args, async () => {
        // Checked again under the user's generation lease: a second open that waited for it reuses the first's.
        const raced = await findLibraryProblem(db, userId, input.slug);
        if (raced) return { problem: raced, isCreated: false };
        const item = toJudgedProblem(entry);
        const problem = await saveServedProblem(args, { item, source: { kind: "library", slug: entry.slug } });
        return { problem, isCreated: true };
      });
  await startProblem({ db, userId, problemId: opened.problem.id, now });
  const { problem } = opened;
  return { ...opened, problem: { ...problem, startedAt: problem.startedAt ?? now.toISOString() } };
}

/**
 * The user's problem for a library entry, saved now if they have none: for a caller already holding the
 * generation rules' lease (a coding interview's start), which counts against its own quota.
 */
export async function findOrSaveLibraryProblem(
  args: Pick<GenerationArgs<unknown>, "db" | "userId" | "now">,
  entry: Library["problems"][number],
): Promise<Problem> {
  const found = await findLibraryProblem(args.db, args.userId, entry.slug);
  if (found) return found;
  return saveServedProblem(args, { item: toJudgedProblem(entry), source: { kind: "library", slug: entry.slug } });
}

/** The user's newest problem for a library slug, made visible again if Clear All hid it; undefined if none. */
async function findLibraryProblem(db: Database, userId: string, slug: string) {
  const p = practiceProblems;
  const [row] = await db
    .select(problemColumns)
    .from(p)
    .where(and(eq(p.userId, userId), eq(p.slug, slug)))
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(1);
  if (!row) return undefined;
  if (row.hiddenAt)
    await db
      .update(p)
      .set({ hiddenAt: null })
      .where(and(eq(p.id, row.id), eq(p.userId, userId)));
  return toProblem({ ...row, hiddenAt: null });
}
