import { and, count, eq, gte, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AiProvider } from "@/server/ai/ai-provider";
import { assertAiAccess, runGeneration } from "@/server/ai/generation-guard";
import { createItemId } from "@/server/ai/item-ids";
import type { Database } from "@/server/db/client";
import { practiceProblems } from "@/server/db/schema/practice";
import { recordActivity } from "@/server/features/activity/activity.service";
import { getAiAccess } from "@/server/features/subscription/subscription.service";
import { AppError } from "@/server/lib/app-error";
import type {
  createProblemInputSchema,
  listProblemsQuerySchema,
  Problem,
  ProblemSummary,
} from "@/shared/schemas/practice";

type ProblemRow = typeof practiceProblems.$inferSelect;
type ProblemFilters = z.output<typeof listProblemsQuerySchema>;

/** Generates one problem (library or AI) and saves it to the user's list, with its activity event. */
export async function generateProblem({
  db,
  ai,
  userId,
  now,
  rateLimits,
  input,
}: {
  db: Database;
  ai: AiProvider;
  userId: string;
  now: Date;
  rateLimits: boolean;
  input: z.output<typeof createProblemInputSchema>;
}): Promise<Problem> {
  const quota = { kind: "codingProblems" as const, countSince: (since: Date) => countProblemsSince(db, userId, since) };
  return runGeneration({ db, userId, now, rateLimits, maxDurationMs: ai.maxDurationMs, quota }, async () => {
    const { item, source } = await ai.generateProblem(input, { servedSlugs: await listServedSlugs(db, userId) });
    const row: ProblemRow = {
      ...item,
      id: createItemId("problem", now),
      userId,
      source: source.kind === "ai" ? source : { kind: "library" },
      slug: source.kind === "library" ? source.slug : null,
      hiddenAt: null,
      createdAt: now,
    };
    await db.transaction(async (tx) => {
      await tx.insert(practiceProblems).values(row);
      await recordActivity({
        db: tx,
        userId,
        kind: "problem_generated",
        subjectId: row.id,
        details: { topic: row.topic, title: row.title },
        at: now,
      });
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
      'createdAt', to_char(${p.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
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
    .select()
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

/** Start on a problem: an AI feature (spec section 6), so it needs AI access; logs the start. */
export async function startProblem({
  db,
  userId,
  problemId,
  now,
}: {
  db: Database;
  userId: string;
  problemId: string;
  now: Date;
}) {
  assertAiAccess(await getAiAccess({ db, userId, now }));
  const problem = await getProblem({ db, userId, problemId });
  await recordActivity({
    db,
    userId,
    kind: "problem_started",
    subjectId: problem.id,
    details: { topic: problem.topic, title: problem.title },
    at: now,
  });
}

async function countProblemsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(practiceProblems)
    .where(and(eq(practiceProblems.userId, userId), gte(practiceProblems.createdAt, since)));
  return row?.value ?? 0;
}

/** Library problems this user was given, hidden ones included, so the library never repeats itself. */
async function listServedSlugs(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: practiceProblems.slug })
    .from(practiceProblems)
    .where(and(eq(practiceProblems.userId, userId), isNotNull(practiceProblems.slug)));
  return new Set(rows.flatMap(({ slug }) => (slug ? [slug] : [])));
}

function toProblem(row: ProblemRow): Problem {
  const { userId: _userId, hiddenAt: _hiddenAt, ...problem } = row;
  return { ...problem, createdAt: row.createdAt.toISOString() };
}
