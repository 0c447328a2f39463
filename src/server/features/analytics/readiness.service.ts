import { and, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { Library } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { designReviews, interviewSessions, practiceProblems, problemSubmissions } from "@/server/db/schema/practice";
import { listDueReviews } from "@/server/features/reviews/reviews.service";
import type { InterviewType, Pattern } from "@/shared/constants/practice-options";
import { computeReadiness, type Readiness, type ScoredSession, type SolvedProblem } from "@/shared/readiness/mastery";
import { type NextSession, pickNextSession } from "@/shared/readiness/next-session";

type ReadinessArgs = { db: Database; userId: string; now: Date; getLibrary: () => Promise<Library> };

/**
 * The facts readiness is computed from, every one read from this user's own rows: solved problems
 * (with the failed submissions before their accepted one, hints and the library's pattern by slug),
 * evaluated interviews and each scenario's latest review score.
 */
export async function getReadinessFacts({ db, userId, now, getLibrary }: ReadinessArgs) {
  const [problems, failures, sessions, reviews, library] = await Promise.all([
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
      })
      .from(interviewSessions)
      .where(and(eq(interviewSessions.userId, userId), isNotNull(interviewSessions.evaluatedAt))),
    db
      .select({
        scenarioId: designReviews.scenarioId,
        automatic: designReviews.automatic,
        aiResult: designReviews.aiResult,
        createdAt: designReviews.createdAt,
      })
      .from(designReviews)
      .where(eq(designReviews.userId, userId))
      .orderBy(desc(designReviews.createdAt)),
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

  const interviews: Record<InterviewType, ScoredSession[]> = { technical: [], "system-design": [], behavioral: [] };
  for (const session of sessions) {
    if (session.score != null && session.evaluatedAt) {
      interviews[session.type].push({ score: session.score, at: session.evaluatedAt });
    }
  }

  // A scenario counts once, by its latest review: the AI's score when it has one, else the automatic one.
  const designs: ScoredSession[] = [];
  const seen = new Set<string>();
  for (const review of reviews) {
    if (seen.has(review.scenarioId)) continue;
    seen.add(review.scenarioId);
    const score = review.aiResult?.score ?? review.automatic.score;
    if (score != null) designs.push({ score, at: review.createdAt });
  }
  return { solved, interviews, designs };
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
