import { and, eq, gte, isNotNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/client";
import type { SignedInBindings } from "@/server/lib/app-context";
import type { ErrorCode } from "@/shared/error-codes";
import type { AiProvider, GenerationContext } from "./ai-provider";
import { runGeneration } from "./generation-guard";
import type { QuotaKind } from "./plan-quota";

// What the three labs' generators (practice problems, mock interviews, design scenarios) share: the
// arguments a generation takes, and the two questions the generation rules ask of a lab's tables.

/** What every generate function takes: the request's database, provider, user and clock, and its input. */
export type GenerationArgs<Input> = {
  db: Database;
  ai: AiProvider;
  userId: string;
  now: Date;
  rateLimits: boolean;
  input: Input;
};

type GenerationVariables = Pick<SignedInBindings["Variables"], "db" | "ai" | "user" | "clock" | "rateLimits">;

/** A route's generation arguments, read from its context (behind requireUser). */
export function getGenerationArgs<Input>(c: { var: GenerationVariables }, input: Input): GenerationArgs<Input> {
  const { db, ai, user, clock, rateLimits } = c.var;
  return { db, ai, userId: user.id, now: clock(), rateLimits, input };
}

/** A lab table: each row belongs to one user. */
type UserTable = PgTable & { userId: PgColumn };

type LabTables = {
  /** The table whose `slug` column records the library items served (hidden rows included). */
  servedFrom: UserTable & { slug: PgColumn };
  /** The monthly quota this generation counts against: rows of `table` generated (`generatedAt`) this period. */
  quota?: { kind: QuotaKind; table: UserTable; generatedAt: PgColumn };
};

/**
 * Runs one generation under the generation rules (generation-guard.ts), giving `generate` the library
 * items this user was already served so the library never repeats itself.
 */
export function runLabGeneration<T>(
  { db, ai, userId, now, rateLimits }: GenerationArgs<unknown>,
  { servedFrom, quota }: LabTables,
  generate: (context: GenerationContext) => Promise<T>,
): Promise<T> {
  const counted = quota && {
    kind: quota.kind,
    countSince: (since: Date) => countGeneratedSince(db, quota.table, quota.generatedAt, userId, since),
  };
  return runGeneration({ db, userId, now, rateLimits, maxDurationMs: ai.maxDurationMs, quota: counted }, async () =>
    generate({ servedSlugs: await listServedSlugs(db, servedFrom, userId) }),
  );
}

async function listServedSlugs(
  db: Database,
  table: UserTable & { slug: PgColumn },
  userId: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(and(eq(table.userId, userId), isNotNull(table.slug)));
  return new Set(rows.flatMap(({ slug }) => (typeof slug === "string" ? [slug] : [])));
}

function countGeneratedSince(
  db: Database,
  table: UserTable,
  generatedAt: PgColumn,
  userId: string,
  since: Date,
): Promise<number> {
  return db.$count(table, and(eq(table.userId, userId), gte(generatedAt, since)));
}

/** What a generation may answer besides success (generation-guard.ts, plan-quota.ts, the providers). */
export const GENERATION_ERRORS = [
  "AI_ACCESS_REQUIRED",
  "QUOTA_EXCEEDED",
  "RATE_LIMITED",
  "CONFLICT",
  "LIBRARY_EXHAUSTED",
  "AI_FAILED",
] as const satisfies ErrorCode[];
