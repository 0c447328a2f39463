import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/server/db/client";
import {
  practiceProblems,
  problemDrafts,
  problemRepetitionDrafts,
  problemWorkspaces,
} from "@/server/db/schema/practice";
import { AppError } from "@/server/lib/app-error";
import type { Language } from "@/shared/judge/languages";
import {
  CODE_TOO_LARGE_MESSAGE,
  type Draft,
  isCodeTooLarge,
  type ProblemWork,
  type RevealHintsInput,
  type updateProblemWorkInputSchema,
} from "@/shared/schemas/solving";

// What the editor keeps of a problem between visits and devices: a draft per language, the last
// language, the notes and the timer; and review mode's own drafts, apart from the accepted one.

type ProblemArgs = { db: Database; userId: string; problemId: string };

/** 404 unless the problem is the user's: every work route answers the same for anyone else's. */
export async function assertOwnProblem({ db, userId, problemId }: ProblemArgs) {
  const owned = await db.$count(
    practiceProblems,
    and(eq(practiceProblems.id, problemId), eq(practiceProblems.userId, userId)),
  );
  if (owned === 0) throw new AppError("NOT_FOUND", { message: "No such problem." });
}

/**
 * Records that the page shows `revealed` hints (capped at the problem's count); the count never falls,
 * so a second tab or a late request cannot undo a reveal. Readiness and the review grade weigh it.
 */
export async function revealHints({ db, userId, problemId, input }: ProblemArgs & { input: RevealHintsInput }) {
  const [row] = await db
    .update(practiceProblems)
    .set({
      hintsRevealed: sql`greatest(${practiceProblems.hintsRevealed}, least(${input.revealed}::integer, jsonb_array_length(${practiceProblems.hints})))`,
    })
    .where(and(eq(practiceProblems.id, problemId), eq(practiceProblems.userId, userId)))
    .returning({ hintsRevealed: practiceProblems.hintsRevealed });
  if (!row) throw new AppError("NOT_FOUND", { message: "No such problem." });
  return { hintsRevealed: row.hintsRevealed };
}

/** 413 CODE_TOO_LARGE over CODE_MAX_BYTES (UTF-8 bytes), with our message rather than the body limit's. */
export function assertCodeSize(code: string) {
  if (isCodeTooLarge(code)) throw new AppError("CODE_TOO_LARGE", { message: CODE_TOO_LARGE_MESSAGE });
}

/** The saved work, or empty defaults when nothing was saved yet. */
export async function getProblemWork(args: ProblemArgs): Promise<ProblemWork> {
  await assertOwnProblem(args);
  return readProblemWork(args);
}

/** Saves the code of one language and makes it the work's last language. */
export async function saveDraft(args: ProblemArgs & { language: Language; code: string; now: Date }): Promise<Draft> {
  const { db, userId, problemId, language, code, now } = args;
  await assertOwnProblem(args);
  assertCodeSize(code);
  await db.transaction(async (tx) => {
    await tx
      .insert(problemDrafts)
      .values({ userId, problemId, language, code, updatedAt: now })
      .onConflictDoUpdate({
        target: [problemDrafts.userId, problemDrafts.problemId, problemDrafts.language],
        set: { code, updatedAt: now },
      });
    await upsertProblemWork(tx, { userId, problemId, now, values: { language } });
  });
  return { language, code, updatedAt: now.toISOString() };
}

/**
 * Saves a repetition's code of one language (the page's "Review" mode) in problem_review_drafts: a repetition re-solves
 * from scratch and never overwrites the draft the problem was accepted with.
 */
export async function saveRepetitionDraft(
  args: ProblemArgs & { language: Language; code: string; now: Date },
): Promise<Draft> {
  const { db, userId, problemId, language, code, now } = args;
  await assertOwnProblem(args);
  assertCodeSize(code);
  const t = problemRepetitionDrafts;
  await db
    .insert(t)
    .values({ userId, problemId, language, code, updatedAt: now })
    .onConflictDoUpdate({ target: [t.userId, t.problemId, t.language], set: { code, updatedAt: now } });
  return { language, code, updatedAt: now.toISOString() };
}

/** PATCH: the language, notes or timer given; what is left out stays as it was. */
export async function updateProblemWork(
  args: ProblemArgs & { input: z.output<typeof updateProblemWorkInputSchema>; now: Date },
): Promise<ProblemWork> {
  const { db, userId, problemId, input, now } = args;
  await assertOwnProblem(args);
  const values = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  await upsertProblemWork(db, { userId, problemId, now, values });
  return readProblemWork(args);
}

async function upsertProblemWork(
  db: Database,
  {
    userId,
    problemId,
    now,
    values,
  }: {
    userId: string;
    problemId: string;
    now: Date;
    values: Partial<Pick<typeof problemWorkspaces.$inferInsert, "language" | "notes" | "elapsedSeconds">>;
  },
) {
  await db
    .insert(problemWorkspaces)
    .values({ userId, problemId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [problemWorkspaces.userId, problemWorkspaces.problemId],
      set: { ...values, updatedAt: now },
    });
}

async function readProblemWork({ db, userId, problemId }: ProblemArgs): Promise<ProblemWork> {
  const [work] = await db
    .select()
    .from(problemWorkspaces)
    .where(and(eq(problemWorkspaces.userId, userId), eq(problemWorkspaces.problemId, problemId)));
  const [drafts, repetitionDrafts] = await Promise.all([
    readDrafts(db, problemDrafts, { userId, problemId }),
    readDrafts(db, problemRepetitionDrafts, { userId, problemId }),
  ]);
  return {
    language: work?.language ?? null,
    drafts,
    repetitionDrafts,
    notes: work?.notes ?? "",
    elapsedSeconds: work?.elapsedSeconds ?? 0,
    updatedAt: work?.updatedAt.toISOString() ?? null,
  };
}

async function readDrafts(
  db: Database,
  table: typeof problemDrafts | typeof problemRepetitionDrafts,
  { userId, problemId }: { userId: string; problemId: string },
): Promise<Draft[]> {
  const rows = await db
    .select({ language: table.language, code: table.code, updatedAt: table.updatedAt })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.problemId, problemId)))
    .orderBy(asc(table.language));
  return rows.map((draft) => ({ ...draft, updatedAt: draft.updatedAt.toISOString() }));
}
