import { eq } from "drizzle-orm";
import type { LibraryProblemEntry } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { codingRounds } from "@/server/db/schema/coding-interviews";
import { interviewSessions } from "@/server/db/schema/interviews";
import { createReviewCard } from "@/server/features/spaced-repetition";
import { recordActivity } from "@/server/lib/activity-log";
import { evaluateRound } from "@/shared/coding-interview/evaluate-round";
import { CODING_INTERVIEW_TYPE } from "@/shared/constants/practice-options";
import { getStudyMinutes } from "@/shared/progress";
import type { CodingReport, CodingRound } from "@/shared/schemas/coding-interviews";
import { addPhaseTime, type LoadedRound, toCodingRound } from "./coding-round-store";

/**
 * Ends a round (Finish, or the clock past its end: the time then stops at the end) and evaluates it at once on
 * the rubric, with no AI: the score goes to the session as an evaluated interview's does (history, readiness,
 * Average Score), and the problem becomes a spaced-repetition card, as a solved problem does.
 */
export async function finishRound(
  db: Database,
  loaded: LoadedRound,
  entry: LibraryProblemEntry,
  now: Date,
): Promise<CodingRound> {
  const { session, round, submissions } = loaded;
  const endedAt = now < round.endsAt ? now : round.endsAt;
  const kept = submissions.filter(({ at }) => new Date(at) <= endedAt);
  const evaluation = evaluateRound({
    problem: entry,
    transcript: round.transcript,
    submissions: kept,
    code: kept.at(-1)?.code ?? null,
    nudges: round.nudges,
    followUpsAsked: round.followUps.slice(0, round.followUpsAsked),
  });
  const report: CodingReport = { ...evaluation, expectedComplexity: entry.complexity };
  const [updatedRound] = await db
    .update(codingRounds)
    .set({ report, phaseSeconds: addPhaseTime(round, endedAt), phaseStartedAt: endedAt })
    .where(eq(codingRounds.sessionId, session.id))
    .returning();
  const [updatedSession] = await db
    .update(interviewSessions)
    .set({ status: "finished", endedAt, score: report.overall, evaluationKind: "automatic", evaluatedAt: endedAt })
    .where(eq(interviewSessions.id, session.id))
    .returning();
  if (!updatedRound || !updatedSession) throw new Error("Finishing a coding round returned no row");
  const details = { interviewType: CODING_INTERVIEW_TYPE, score: report.overall };
  const durationMinutes = getStudyMinutes(session.startedAt, endedAt);
  await recordActivity({
    ...{ db, userId: session.userId, subjectId: session.id, at: endedAt },
    kind: "interview_completed",
    details: { ...details, durationMinutes },
  });
  await recordActivity({
    db,
    userId: session.userId,
    subjectId: session.id,
    at: endedAt,
    kind: "interview_evaluated",
    details,
  });
  const card = { track: "coding", kind: "problem", subjectId: round.problemId, title: loaded.title } as const;
  await createReviewCard(db, { userId: session.userId, ...card, now: endedAt });
  return toCodingRound({ ...loaded, session: updatedSession, round: updatedRound, submissions: kept });
}
