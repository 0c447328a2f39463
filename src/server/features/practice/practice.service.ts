import { and, desc, eq, getTableColumns, ilike, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Served } from "@/server/ai/ai-provider";
import { assertAiAccess } from "@/server/ai/generation-guard";
import { createItemId } from "@/server/ai/item-ids";
import { type GenerationArgs, runLabGeneration } from "@/server/ai/lab-generation";
import type { Database } from "@/server/db/client";
import { practiceProblems } from "@/server/db/schema/practice";
import { getAiAccess } from "@/server/features/subscription";
import { recordActivity } from "@/server/lib/activity-log";
import { AppError } from "@/server/lib/app-error";
import { afterCursor, toPage } from "@/server/lib/paging";
import type { GeneratedProblem, JudgedProblem } from "@/shared/schemas/content";
import type {
  createProblemInputSchema,
  listProblemsQuerySchema,
  Problem,
  ProblemPage,
  ProblemStats,
  ProblemSummary,
} from "@/shared/schemas/practice";
import type { ProblemJudge } from "@/shared/schemas/problem-judge";

type ProblemFilters = z.output<typeof listProblemsQuerySchema>;

/**
 * Every column but the judge: its tests and reference solutions are read only where they are needed
 * (practice-judge.service.ts), so no other query can send them by mistake.
 */
const { judge: _judgeColumn, ...columns } = getTableColumns(practiceProblems);
export const problemColumns = columns;
export type ProblemRow = Omit<typeof practiceProblems.$inferSelect, "judge">;

/** What Start takes: one of the user's problems and the time. */
type ProgressArgs = { db: Database; userId: string; problemId: string; now: Date };

/** The generation rules' view of the Practice Arena: what it serves from, what quota it counts against. */
const PROBLEM_GENERATION = {
  servedFrom: practiceProblems,
  quota: { kind: "codingProblems", table: practiceProblems, generatedAt: practiceProblems.createdAt },
} as const;

/** Generates one problem (library or AI) and saves it to the user's list, with its activity event. */
export async function generateProblem(
  args: GenerationArgs<z.output<typeof createProblemInputSchema>>,
): Promise<Problem> {
  return runLabGeneration(args, PROBLEM_GENERATION, async (context) =>
    saveServedProblem(args, await args.ai.generateProblem(args.input, context)),
  );
}

/**
 * Serves one chosen problem under the same rules as Generate (AI access, rate limit, one at a time,
 * the plan's monthly quota): `serve` returns the problem, or an existing one it found once the
 * user's generation lease was taken, which is then returned as it is.
 */
export function serveChosenProblem<T>(args: GenerationArgs<unknown>, serve: () => Promise<T>): Promise<T> {
  return runLabGeneration(args, PROBLEM_GENERATION, serve);
}

/** Saves a served problem (with its judge) to the user's list, with its activity event. */
export async function saveServedProblem(
  { db, userId, now }: Pick<GenerationArgs<unknown>, "db" | "userId" | "now">,
  { item, source }: Served<JudgedProblem>,
): Promise<Problem> {
  // Fields picked one by one: the item also carries its tests and solutions, which only `judge` keeps.
  const { title, difficulty, topic, company, description, examples, constraints, hints } = item;
  const row: ProblemRow = {
    title,
    difficulty,
    topic,
    company,
    description,
    examples,
    constraints,
    hints,
    id: createItemId("problem", now),
    userId,
    source: source.kind === "ai" ? source : { kind: "library" },
    slug: source.kind === "library" ? source.slug : null,
    hiddenAt: null,
    createdAt: now,
    startedAt: null,
    solvedAt: null,
    solveSeconds: null,
    gaveUpAt: null,
    hintsRevealed: 0,
    editorialRevealed: 0,
  };
  await db.transaction(async (tx) => {
    await tx.insert(practiceProblems).values({ ...row, judge: getItemJudge(item) });
    await recordProblemActivity(tx, { kind: "problem_generated", userId, problem: row, at: now });
  });
  return toProblem(row);
}

/**
 * One page of the user's visible problems, newest first, filtered as the Practice Arena filters.
 * Filters, order and page all run in SQL on practice_problems_visible_idx, so the cost
 * is a page's worth of rows whatever the list's size.
 */
export async function listProblems({
  db,
  userId,
  filters,
}: {
  db: Database;
  userId: string;
  filters: ProblemFilters;
}): Promise<ProblemPage> {
  const { search, difficulty, topic, company, limit, cursor } = filters;
  const p = practiceProblems;
  const conditions: (SQL | undefined)[] = [eq(p.userId, userId), isNull(p.hiddenAt)];
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(or(ilike(p.title, pattern), ilike(p.description, pattern)));
  }
  if (difficulty) conditions.push(eq(p.difficulty, difficulty));
  if (topic) conditions.push(eq(p.topic, topic));
  if (company) conditions.push(sql`${p.company} @> ${JSON.stringify([company])}::jsonb`);
  conditions.push(afterCursor(p.createdAt, p.id, cursor));
  // One more row than the page says whether there is a next one. Postgres writes the page as one JSON
  // text: decoding rows field by field costs two to three times more (measured on PGlite).
  const page = db
    .select({
      id: p.id,
      title: p.title,
      difficulty: p.difficulty,
      topic: p.topic,
      company: p.company,
      source: p.source,
      slug: p.slug,
      createdAt: p.createdAt,
      startedAt: p.startedAt,
      solvedAt: p.solvedAt,
    })
    .from(p)
    .where(and(...conditions))
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(limit + 1)
    .as("page");
  const list = sql<string>`coalesce(json_agg(json_build_object(
      'id', ${page.id}, 'title', ${page.title}, 'difficulty', ${page.difficulty}, 'topic', ${page.topic},
      'company', ${page.company}, 'source', ${page.source}, 'slug', ${page.slug},
      'createdAt', ${toIsoText(page.createdAt)}, 'startedAt', ${toIsoText(page.startedAt)},
      'solvedAt', ${toIsoText(page.solvedAt)}
    ) order by ${page.createdAt} desc, ${page.id} desc), '[]')::text`;
  const [row] = await db.select({ list }).from(page);
  const rows = JSON.parse(row?.list ?? "[]") as ProblemSummary[];
  const { items: problems, nextCursor } = toPage(rows, limit, ({ createdAt, id }) => ({ at: createdAt, id }));
  return { problems, nextCursor };
}

/** The Practice Arena's stat cards: counts over every visible problem, in one aggregate. */
export async function getProblemStats({ db, userId }: { db: Database; userId: string }): Promise<ProblemStats> {
  const p = practiceProblems;
  const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      easy: count(sql`${p.difficulty} = 'easy'`),
      medium: count(sql`${p.difficulty} = 'medium'`),
      hard: count(sql`${p.difficulty} = 'hard'`),
      started: count(sql`${p.startedAt} is not null`),
      solved: count(sql`${p.solvedAt} is not null`),
    })
    .from(p)
    .where(and(eq(p.userId, userId), isNull(p.hiddenAt)));
  const { total = 0, easy = 0, medium = 0, hard = 0, started = 0, solved = 0 } = row ?? {};
  return { total, byDifficulty: { easy, medium, hard }, started, solved };
}

/** One of the user's problems, hidden ones included (history links to them); 404 for anyone else's. */
export async function getProblem({ db, userId, problemId }: { db: Database; userId: string; problemId: string }) {
  const [row] = await db
    .select(problemColumns)
    .from(practiceProblems)
    .where(and(eq(practiceProblems.id, problemId), eq(practiceProblems.userId, userId)));
  if (!row) throw new AppError("NOT_FOUND", { message: "No such problem." });
  return toProblem(row);
}

/** "Clear All": hides every visible problem; the rows stay for history, quotas and the library. */
export async function hideProblems({ db, userId, now }: { db: Database; userId: string; now: Date }) {
  await db
    .update(practiceProblems)
    .set({ hiddenAt: now })
    .where(and(eq(practiceProblems.userId, userId), isNull(practiceProblems.hiddenAt)));
}

/** Start on a problem: an AI feature, so it needs AI access; logs every start, keeps the first. */
export async function startProblem({ db, userId, problemId, now }: ProgressArgs) {
  assertAiAccess(await getAiAccess({ db, userId, now }));
  const problem = await getProblem({ db, userId, problemId });
  await db.transaction(async (tx) => {
    await tx
      .update(practiceProblems)
      .set({ startedAt: now })
      .where(and(eq(practiceProblems.id, problem.id), isNull(practiceProblems.startedAt)));
    await recordProblemActivity(tx, { kind: "problem_started", userId, problem, at: now });
  });
}

/** A problem's event, with the topic (skill progress) and title (lists) analytics read. */
export function recordProblemActivity(
  db: Database,
  {
    kind,
    userId,
    problem,
    at,
    durationMinutes,
  }: {
    kind: "problem_generated" | "problem_started" | "problem_solved";
    userId: string;
    problem: Pick<Problem, "id" | "topic" | "title">;
    at: Date;
    durationMinutes?: number;
  },
) {
  const { id, topic, title } = problem;
  const details = { topic, title, ...(durationMinutes ? { durationMinutes } : {}) };
  return recordActivity({ db, userId, kind, subjectId: id, details, at });
}

/** One ISO 8601 text per timestamp (null stays null), as toISOString writes it, inside the list's JSON. */
function toIsoText(column: SQLWrapper) {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * What the problem is judged with, when the provider proved it solvable (the library's problems and
 * AI problems checked in QuickJS); null for an item without tests.
 */
function getItemJudge(item: GeneratedProblem & Partial<ProblemJudge>): ProblemJudge | null {
  const { signature, comparison, checker, tests, timeLimitMs, referenceTimeMs, complexity, solutions, editorial } =
    item;
  if (!signature || !tests || !complexity || !solutions) return null;
  return {
    signature,
    comparison: comparison ?? "exact",
    ...(checker ? { checker } : {}),
    tests,
    ...(timeLimitMs === undefined ? {} : { timeLimitMs }),
    ...(referenceTimeMs ? { referenceTimeMs } : {}),
    complexity,
    solutions,
    ...(editorial ? { editorial } : {}),
  };
}

export function toProblem(row: ProblemRow): Problem {
  const {
    userId: _userId,
    hiddenAt: _hiddenAt,
    solveSeconds: _solveSeconds,
    gaveUpAt: _gaveUpAt,
    hintsRevealed: _hintsRevealed,
    editorialRevealed: _editorialRevealed,
    // A full row may come in (an insert's `returning()`): its judge must never reach a response.
    judge: _judge,
    ...problem
  } = row as ProblemRow & { judge?: unknown };
  return {
    ...problem,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    solvedAt: row.solvedAt?.toISOString() ?? null,
  };
}
