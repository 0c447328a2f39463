import { and, asc, desc, eq, gte, lte } from "drizzle-orm";
import type { Library, LibraryProblemEntry } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { codingRounds } from "@/server/db/schema/coding-interviews";
import { interviewSessions } from "@/server/db/schema/interviews";
import { practiceProblems, problemDrafts, problemSubmissions } from "@/server/db/schema/practice";
import { AppError } from "@/server/lib/app-error";
import { CODING_INTERVIEW_TYPE } from "@/shared/constants/practice-options";
import type { CodingPhase, CodingRound, CodingSubmission } from "@/shared/schemas/coding-interviews";

// A coding round's rows read together (the session, the round, its problem's title and the Submits made
// during it) and shown as the page sees them.

export type SessionRow = typeof interviewSessions.$inferSelect;
export type RoundRow = typeof codingRounds.$inferSelect;
export type RoundSubmission = CodingSubmission & { code: string };
export type LoadedRound = { session: SessionRow; round: RoundRow; title: string; submissions: RoundSubmission[] };

const NOT_FOUND_MESSAGE = "No such coding interview.";

/** The user's round with everything its page shows; 404 for anyone else's (never 403). */
export async function loadRound(
  db: Database,
  { userId, roundId, isForUpdate = false }: { userId: string; roundId: string; isForUpdate?: boolean },
): Promise<LoadedRound> {
  const query = db
    .select({ session: interviewSessions, round: codingRounds, title: practiceProblems.title })
    .from(interviewSessions)
    .innerJoin(codingRounds, eq(codingRounds.sessionId, interviewSessions.id))
    .innerJoin(practiceProblems, eq(practiceProblems.id, codingRounds.problemId))
    .where(
      and(
        eq(interviewSessions.id, roundId),
        eq(interviewSessions.userId, userId),
        eq(interviewSessions.type, CODING_INTERVIEW_TYPE),
      ),
    );
  const [found] = isForUpdate ? await query.for("update", { of: interviewSessions }) : await query;
  if (!found) throw new AppError("NOT_FOUND", { message: NOT_FOUND_MESSAGE });
  const submissions = await listRoundSubmissions(db, found.session, found.round);
  return { ...found, submissions };
}

/** The Submits of the round's problem made while it ran, oldest first. */
async function listRoundSubmissions(db: Database, session: SessionRow, round: RoundRow): Promise<RoundSubmission[]> {
  const s = problemSubmissions;
  const rows = await db
    .select({
      verdict: s.verdict,
      passed: s.passed,
      total: s.total,
      language: s.language,
      code: s.code,
      createdAt: s.createdAt,
    })
    .from(s)
    .where(
      and(
        eq(s.userId, session.userId),
        eq(s.problemId, round.problemId),
        gte(s.createdAt, session.startedAt),
        lte(s.createdAt, session.endedAt ?? round.endsAt),
      ),
    )
    .orderBy(asc(s.createdAt), asc(s.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, at: createdAt.toISOString() }));
}

/** When the candidate last changed their code (any language's draft), or null before any save. */
export async function getLastCodeChange(db: Database, userId: string, problemId: string) {
  const [draft] = await db
    .select({ code: problemDrafts.code, updatedAt: problemDrafts.updatedAt })
    .from(problemDrafts)
    .where(and(eq(problemDrafts.userId, userId), eq(problemDrafts.problemId, problemId)))
    .orderBy(desc(problemDrafts.updatedAt))
    .limit(1);
  return draft ?? null;
}

/** The library entry a round asks; a round outlives no library change that removes its problem. */
export async function getRoundProblem(library: () => Promise<Library>, slug: string): Promise<LibraryProblemEntry> {
  const entry = (await library()).problems.find((problem) => problem.slug === slug);
  if (!entry) throw new AppError("NOT_FOUND", { message: "This interview's problem is no longer in the library." });
  return entry;
}

/** The phase seconds with the current phase's time up to `until` added. */
export function addPhaseTime(round: RoundRow, until: Date): Partial<Record<CodingPhase, number>> {
  const seconds = Math.max(0, Math.round((until.getTime() - round.phaseStartedAt.getTime()) / 1000));
  return { ...round.phaseSeconds, [round.phase]: (round.phaseSeconds[round.phase] ?? 0) + seconds };
}

export function toCodingRound({ session, round, title, submissions }: LoadedRound): CodingRound {
  return {
    id: session.id,
    status: session.status,
    company: session.company,
    role: session.role,
    problemId: round.problemId,
    problem: { title },
    lengthMinutes: round.lengthMinutes,
    startedAt: session.startedAt.toISOString(),
    endsAt: round.endsAt.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
    phase: round.phase,
    phaseStartedAt: round.phaseStartedAt.toISOString(),
    phaseSeconds: round.phaseSeconds,
    transcript: round.transcript,
    nudges: round.nudges,
    isAccepted: submissions.some(({ verdict }) => verdict === "accepted"),
    submissions: submissions.map(({ code: _code, ...submission }) => submission),
    interviewer: round.interviewer,
    score: session.score,
    report: round.report,
  };
}
