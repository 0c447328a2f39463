import { and, asc, eq, isNotNull, ne } from "drizzle-orm";
import type { Library } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { designReviews, designScenarios } from "@/server/db/schema/design";
import { interviewSessions } from "@/server/db/schema/interviews";
import { practiceProblems, problemSubmissions } from "@/server/db/schema/practice";
import { listDueReviews } from "@/server/features/spaced-repetition";
import { CODING_INTERVIEW_TYPE, type InterviewType, type Pattern } from "@/shared/constants/practice-options";
import { computeReadiness, type Readiness, type ScoredSession, type SolvedProblem } from "@/shared/readiness/mastery";
import { type NextSession, pickNextSession } from "@/shared/readiness/next-session";
import { pickDesignScore } from "@/shared/schemas/design";

type ReadinessArgs = { db: Database; userId: string; now: Date; getLibrary: () => Promise<Library> };

/**
 * The facts readiness is computed from, every one read from this user's own rows: solved problems
 * (with the failed submissions before their accepted one, hints and the library's pattern by slug),
 * scored interviews and each scenario's score.
 */
export async function getReadinessFacts({ db, userId, now, getLibrary }: ReadinessArgs) {
  const [problems, failures, sessions, reviews, scenarios, library] = await Promise.all([
    db
      .select({
        id: practiceProblems.id,
        difficulty: practiceProblems.difficulty,
        topic: practiceProblems.topic,
        slug: practiceProblems.slug,
        solvedAt: practiceProblems.solvedAt,
        solveSeconds: practiceProblems.solveSeconds,
        hintsRevealed: practiceProblems.hintsRevealed,
      })
      .from(practiceProblems)
      .where(and(eq(practiceProblems.userId, userId), isNotNull(practiceProblems.solvedAt))),
    db
      .select({ problemId: problemSubmissions.problemId, createdAt: problemSubmissions.createdAt })
      .from(problemSubmissions)
      .where(and(eq(problemSubmissions.userId, userId), ne(problemSubmissions.verdict, "accepted"))),
    db
      .select({
        type: interviewSessions.type,
        score: interviewSessions.score,
        evaluatedAt: interviewSessions.evaluatedAt,
        endedAt: interviewSessions.endedAt,
      })
      .from(interviewSessions)
      .where(and(eq(interviewSessions.userId, userId), isNotNull(interviewSessions.score))),
    db
      .select({
        scenarioId: designReviews.scenarioId,
        automatic: designReviews.automatic,
        aiStatus: designReviews.aiStatus,
        aiResult: designReviews.aiResult,
        createdAt: designReviews.createdAt,
      })
      .from(designReviews)
      .where(eq(designReviews.userId, userId))
      .orderBy(asc(designReviews.createdAt)),
    db
      .select({ id: designScenarios.id, rating: designScenarios.rating, reviewedAt: designScenarios.reviewedAt })
      .from(designScenarios)
      .where(eq(designScenarios.userId, userId)),
    getLibrary(),
  ]);
  const patternBySlug = new Map<string, Pattern>();
  for (const problem of library.problems) if (problem.pattern) patternBySlug.set(problem.slug, problem.pattern);

  const solved: SolvedProblem[] = problems.flatMap((problem) => {
    const solvedAt = problem.solvedAt;
    if (!solvedAt || solvedAt > now) return [];
    return [
      {
        difficulty: problem.difficulty,
        topic: problem.topic,
        pattern: problem.slug ? (patternBySlug.get(problem.slug) ?? null) : null,
        solvedAt,
        solveSeconds: problem.solveSeconds,
        hintsRevealed: problem.hintsRevealed,
        failedSubmissions: failures.filter(
          (failure) => failure.problemId === problem.id && failure.createdAt < solvedAt,
        ).length,
      },
    ];
  });

  // An interview counts by its evaluated score, or by the self-ratings' mean while it has none.
  const interviews: Record<InterviewType, ScoredSession[]> = { technical: [], "system-design": [], behavioral: [] };
  for (const session of sessions) {
    const at = session.evaluatedAt ?? session.endedAt;
    // A coding interview is scored in the technical area: readiness has three interview areas, not four.
    const area = session.type === CODING_INTERVIEW_TYPE ? "technical" : session.type;
    if (session.score != null && at && at <= now) interviews[area].push({ score: session.score, at });
  }
  return { solved, interviews, designs: listDesignScores(reviews, scenarios, now) };
}

type DesignReviewRow = Pick<
  typeof designReviews.$inferSelect,
  "scenarioId" | "automatic" | "aiStatus" | "aiResult" | "createdAt"
>;

/**
 * A scenario counts once, with the score the System Design Lab shows for it (its latest AI review's,
 * else its latest automatic review's, else the self-rating), dated by its latest review or rating.
 */
function listDesignScores(
  reviews: DesignReviewRow[],
  scenarios: { id: string; rating: number | null; reviewedAt: Date | null }[],
  now: Date,
): ScoredSession[] {
  return scenarios.flatMap((scenario) => {
    const own = reviews.filter((review) => review.scenarioId === scenario.id && review.createdAt <= now);
    const ai = own.findLast((review) => review.aiStatus === "done" && review.aiResult)?.aiResult?.score;
    const automatic = own.findLast((review) => review.automatic.score != null)?.automatic.score;
    const { score } = pickDesignScore({ ai, automatic, self: scenario.rating });
    const dates = [...own.map((review) => review.createdAt), scenario.reviewedAt].filter(
      (date): date is Date => date !== null && date <= now,
    );
    if (score === null || dates.length === 0) return [];
    return [{ score, at: new Date(Math.max(...dates.map((date) => date.getTime()))) }];
  });
}

export type ReadinessReport = { readiness: Readiness; nextSession: NextSession };

/** The user's readiness and the one session to do next (due reviews counted in their time zone). */
export async function getReadiness(args: ReadinessArgs & { timeZone: string }): Promise<ReadinessReport> {
  const [facts, due] = await Promise.all([
    getReadinessFacts(args),
    listDueReviews({ db: args.db, userId: args.userId, now: args.now, timeZone: args.timeZone }),
  ]);
  const readiness = computeReadiness({ ...facts, now: args.now });
  return { readiness, nextSession: pickNextSession({ due, readiness, now: args.now }) };
}
