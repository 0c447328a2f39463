import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AiProvider } from "@/server/ai/ai-provider";
import { assertAiAccess } from "@/server/ai/generation-guard";
import { TUTOR_UNAVAILABLE_MESSAGE } from "@/server/ai/library-provider";
import { practiceProblems } from "@/server/db/schema/practice";
import { getSubscription } from "@/server/features/subscription";
import { AppError } from "@/server/lib/app-error";
import { consumeRateLimit, type RateLimitRule } from "@/server/lib/rate-limit";
import { EDITORIAL_SECTIONS } from "@/shared/editorial/editorial";
import { EDITORIAL_HINTS_FIRST_MESSAGE, type EditorialProgress, type tutorInputSchema } from "@/shared/schemas/solving";
import {
  findLibraryEntry,
  getProblemJudge,
  isSolutionUnlocked,
  readEditorial,
  type SolvingArgs,
} from "./practice-judge.service";

// Progressive help without giving it away: after the hints, a problem's editorial opens one section at a
// time (intuition, brute force, …), each reveal stored like a hint's; once the problem is solved or given
// up, the whole editorial is the user's. The sections not yet opened never leave the server. With an AI
// provider there is also the tutor, which asks about the user's own code instead of writing it.

const NO_EDITORIAL_MESSAGE = "This problem has no editorial.";

/** Help past the hints (the editorial's sections, the tutor) once every hint is out, or the problem is unlocked. */
function isPastHints(row: { hintsRevealed: number; hints: string[] }, isUnlocked: boolean): boolean {
  return isUnlocked || row.hintsRevealed >= row.hints.length;
}

/** The problem's editorial sections (404 without one), and whether the user solved it or gave up. */
async function findEditorial(args: SolvingArgs) {
  const { row, judge } = await getProblemJudge(args);
  const sections = readEditorial((await findLibraryEntry(row.slug, judge, args.library)).editorial);
  if (!sections) throw new AppError("NOT_FOUND", { message: NO_EDITORIAL_MESSAGE });
  return { row, sections, isUnlocked: await isSolutionUnlocked(args, row) };
}

function toProgress({ row, sections, isUnlocked }: Awaited<ReturnType<typeof findEditorial>>): EditorialProgress {
  return {
    titles: sections.map((section) => section.title),
    revealed: row.editorialRevealed,
    sections: isUnlocked ? sections : sections.slice(0, row.editorialRevealed),
    canReveal: isPastHints(row, isUnlocked),
  };
}

/** GET /problems/:id/editorial: 404 for a problem without one. */
export async function getEditorialProgress(args: SolvingArgs): Promise<EditorialProgress> {
  return toProgress(await findEditorial(args));
}

/**
 * POST /problems/:id/editorial: opens the first `revealed` sections (the count never falls, so a second
 * tab cannot close one); 409 while a hint is still hidden, as the page offers the hints first.
 */
export async function revealEditorial(args: SolvingArgs & { revealed: number }): Promise<EditorialProgress> {
  const found = await findEditorial(args);
  if (!toProgress(found).canReveal) throw new AppError("CONFLICT", { message: EDITORIAL_HINTS_FIRST_MESSAGE });
  const revealed = Math.min(args.revealed, EDITORIAL_SECTIONS.length);
  const [row] = await args.db
    .update(practiceProblems)
    .set({ editorialRevealed: sql`greatest(${practiceProblems.editorialRevealed}, ${revealed}::integer)` })
    .where(and(eq(practiceProblems.id, args.problemId), eq(practiceProblems.userId, args.userId)))
    .returning({ editorialRevealed: practiceProblems.editorialRevealed });
  if (!row) throw new AppError("NOT_FOUND", { message: "No such problem." });
  return toProgress({ ...found, row: { ...found.row, editorialRevealed: row.editorialRevealed } });
}

const TUTOR_RATE_LIMIT: RateLimitRule = {
  name: "ai-tutor",
  limit: 20,
  windowMs: 60_000,
  message: "Too many questions to the tutor. Please wait a minute and try again.",
};

export const TUTOR_HINTS_FIRST_MESSAGE = "Show all the hints first: the tutor helps after them.";

/**
 * POST /problems/:id/tutor: the tutor's next message about the user's code (an AI provider, with AI access),
 * once every hint is out; without a model, 409 with what the server offers instead.
 */
export async function askTutor(
  args: SolvingArgs & { ai: AiProvider; now: Date; rateLimits: boolean; input: z.output<typeof tutorInputSchema> },
): Promise<{ reply: string }> {
  const { db, ai, userId, now, rateLimits, input } = args;
  const { row } = await getProblemJudge(args);
  if (!isPastHints(row, await isSolutionUnlocked(args, row)))
    throw new AppError("CONFLICT", { message: TUTOR_HINTS_FIRST_MESSAGE });
  // Without a model there is no tutor (the page offers none): a 409 that says so, not a failed call upstream.
  if (ai.kind !== "openai") throw new AppError("CONFLICT", { message: TUTOR_UNAVAILABLE_MESSAGE });
  assertAiAccess((await getSubscription({ db, userId, now })).state);
  if (rateLimits) await consumeRateLimit(db, TUTOR_RATE_LIMIT, userId, now);
  const reply = await ai.tutor({
    title: row.title,
    description: row.description,
    language: input.language,
    code: input.code,
    turns: input.turns,
  });
  return { reply };
}
