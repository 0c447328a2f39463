import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AiProvider } from "@/server/ai/ai-provider";
import { assertAiAccess } from "@/server/ai/generation-guard";
import { practiceProblems } from "@/server/db/schema/practice";
import { getSubscription } from "@/server/features/subscription";
import { AppError } from "@/server/lib/app-error";
import { consumeRateLimit, type RateLimitRule } from "@/server/lib/rate-limit";
import type { CodeReview, reviewInputSchema } from "@/shared/schemas/code-review";
import type { ProblemJudge } from "@/shared/schemas/problem-judge";
import { problemColumns } from "./practice.service";
import { findLibraryJudge, isSolutionUnlocked, type SolvingArgs } from "./practice-judge.service";

// "Review my code": the AI reviews the code against the problem and its target complexity,
// or, with the library, the browser runs the automatic review and the server only adds the reference
// complexity, once the user may see it.

const REVIEW_RATE_LIMIT: RateLimitRule = {
  name: "ai-code-review",
  limit: 10,
  windowMs: 60_000,
  message: "Too many reviews. Please wait a minute and try again.",
};

export async function reviewCode(
  args: SolvingArgs & {
    ai: AiProvider;
    now: Date;
    rateLimits: boolean;
    input: z.output<typeof reviewInputSchema>;
  },
): Promise<CodeReview> {
  const { db, ai, userId, problemId, now, rateLimits, input } = args;
  const [found] = await db
    .select({ row: problemColumns, judge: practiceProblems.judge })
    .from(practiceProblems)
    .where(and(eq(practiceProblems.id, problemId), eq(practiceProblems.userId, userId)));
  if (!found) throw new AppError("NOT_FOUND", { message: "No such problem." });
  const { row } = found;
  // An AI problem saved before judging has no judge: it can still be reviewed, without a target.
  const judge: ProblemJudge | null = found.judge ?? (await findLibraryJudge(row.slug, args.library));
  const referenceComplexity = judge && (await isSolutionUnlocked(args, row)) ? judge.complexity : null;

  if (ai.kind === "openai") {
    const { state } = await getSubscription({ db, userId, now });
    assertAiAccess(state);
    if (rateLimits) await consumeRateLimit(db, REVIEW_RATE_LIMIT, userId, now);
  }
  const review = await ai.reviewCode({
    title: row.title,
    description: row.description,
    signature: judge?.signature ?? null,
    targetComplexity: judge?.complexity ?? null,
    language: input.language,
    code: input.code,
  });
  return { ...review, referenceComplexity };
}
