import { and, eq, getTableColumns, ilike, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { z } from "zod";
import { assertAiAccess } from "@/server/ai/generation-guard";
import { createItemId } from "@/server/ai/item-ids";
import { type GenerationArgs, runLabGeneration } from "@/server/ai/lab-generation";
import type { Database } from "@/server/db/client";
import { practiceProblems } from "@/server/db/schema/practice";
import { recordActivity } from "@/server/features/activity/activity.service";
import { getAiAccess } from "@/server/features/subscription/subscription.service";
import { AppError } from "@/server/lib/app-error";
import type { GeneratedProblem, ProblemJudge } from "@/shared/schemas/content";
import type {
  createProblemInputSchema,
  listProblemsQuerySchema,
  Problem,
  ProblemSummary,
} from "@/shared/schemas/practice";

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

/** Generates one problem (library or AI) and saves it to the user's list, with its activity event. */
export async function generateProblem(
  args: GenerationArgs<z.output<typeof createProblemInputSchema>>,
): Promise<Problem> {
  const { db, ai, userId, now, input } = args;
  const quota = { kind: "codingProblems", table: practiceProblems, generatedAt: practiceProblems.createdAt } as const;
  return runLabGeneration(args, { servedFrom: practiceProblems, quota }, async (context) => {
    const { item, source } = await ai.generateProblem(input, context);
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
    };
    await db.transaction(async (tx) => {
      await tx.insert(practiceProblems).values({ ...row, judge: getItemJudge(item) });
      await recordProblemActivity(tx, { kind: "problem_generated", userId, problem: row, at: now });
    });
    return toProblem(row);
  });
}

/** The user's visible problems, newest first, filtered as the Practice Arena filters (spec section 5). */
export async function listProblems({
  db,
  userId,
  filters,
}: {
  db: Database;
  userId: string;
  filters: ProblemFilters;
}): Promise<ProblemSummary[]> {
  const { search, difficulty, topic, company } = filters;
  const conditions: (SQL | undefined)[] = [eq(practiceProblems.userId, userId), isNull(practiceProblems.hiddenAt)];
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(or(ilike(practiceProblems.title, pattern), ilike(practiceProblems.description, pattern)));
  }
  if (difficulty) conditions.push(eq(practiceProblems.difficulty, difficulty));
  if (topic) conditions.push(eq(practiceProblems.topic, topic));
  if (company) conditions.push(sql`${practiceProblems.company} @> ${JSON.stringify([company])}::jsonb`);
  // Postgres builds the whole list as one JSON text: decoding hundreds of rows field by field costs
  // two to three times more (measured on PGlite with 500 problems).
  const p = practiceProblems;
  const list = sql<string>`coalesce(json_agg(json_build_object(
      'id', ${p.id}, 'title', ${p.title}, 'difficulty', ${p.difficulty}, 'topic', ${p.topic},
      'company', ${p.company}, 'description', ${p.description}, 'source', ${p.source}, 'slug', ${p.slug},
      'createdAt', ${toIsoText(p.createdAt)}, 'startedAt', ${toIsoText(p.startedAt)},
      'solvedAt', ${toIsoText(p.solvedAt)}
    ) order by ${p.createdAt} desc, ${p.id} desc), '[]')::text`;
  const [row] = await db
    .select({ list })
    .from(p)
    .where(and(...conditions));
  return JSON.parse(row?.list ?? "[]") as ProblemSummary[];
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

/** Start on a problem: an AI feature (spec section 6), so it needs AI access; logs every start, keeps the first. */
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
  const { signature, comparison, tests, timeLimitMs, complexity, solutions } = item;
  if (!signature || !tests || !complexity || !solutions) return null;
  return {
    signature,
    comparison: comparison ?? "exact",
    tests,
    ...(timeLimitMs === undefined ? {} : { timeLimitMs }),
    complexity,
    solutions,
  };
}

export function toProblem(row: ProblemRow): Problem {
  const {
    userId: _userId,
    hiddenAt: _hiddenAt,
    solveSeconds: _solveSeconds,
    gaveUpAt: _gaveUpAt,
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
