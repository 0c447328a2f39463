import { and, count, eq, isNotNull } from "drizzle-orm";
import type { z } from "zod";
import type { AiProvider } from "@/server/ai/ai-provider";
import { createItemId } from "@/server/ai/item-ids";
import { type GenerationArgs, runLabGeneration } from "@/server/ai/lab-generation";
import type { Library } from "@/server/content/load-library";
import type { Database } from "@/server/db/client";
import { codingRounds } from "@/server/db/schema/coding-interviews";
import { interviewSessions } from "@/server/db/schema/interviews";
import { practiceProblems } from "@/server/db/schema/practice";
import { findOrSaveLibraryProblem } from "@/server/features/practice";
import { getAiAccess } from "@/server/features/subscription";
import { recordActivity } from "@/server/lib/activity-log";
import { AppError } from "@/server/lib/app-error";
import { consumeRateLimit, type RateLimitRule } from "@/server/lib/rate-limit";
import { chooseCodingProblem } from "@/shared/coding-interview/choose-problem";
import { chooseFollowUps } from "@/shared/coding-interview/follow-ups";
import type { InterviewerState } from "@/shared/coding-interview/scripted-interviewer";
import { CODING_INTERVIEW_TYPE } from "@/shared/constants/practice-options";
import {
  CODING_NUDGE_AFTER_SECONDS,
  CODING_PHASES,
  type CodingInterviewerKind,
  type CodingRound,
  type CodingTurn,
  type startCodingRoundInputSchema,
} from "@/shared/schemas/coding-interviews";
import { getInterviewer, toInterviewerProblem } from "./coding-interviewer";
import { finishRound } from "./coding-round-finish";
import {
  addPhaseTime,
  getLastCodeChange,
  getRoundProblem,
  type LoadedRound,
  loadRound,
  toCodingRound,
} from "./coding-round-store";
import { endRunningInterview } from "./interviews.service";

// The coding interview's round: started on a library problem chosen for the company and level, walked through
// its phases with the interviewer's words in the transcript, and finished (by the candidate or the clock) into
// a report. Every change is stored, so a reload resumes where the round was.

/** A round's transcript holds at most this many turns: hours of talk, and a bound on the row. */
const MAX_TURNS = 200;

type RoundArgs = {
  db: Database;
  ai: AiProvider;
  userId: string;
  roundId: string;
  now: Date;
  library: () => Promise<Library>;
  /** Off only where every rate limit is (RATE_LIMITS=off). */
  rateLimits: boolean;
};

/** A model's answers cost money: a candidate talks, but not this fast. */
const AI_INTERVIEWER_RATE_LIMIT: RateLimitRule = {
  name: "ai-coding-interviewer",
  limit: 20,
  windowMs: 60_000,
  message: "Too many messages to the interviewer. Please wait a minute and try again.",
};

/** Starts a round (a mock interview for the quota), ending any interview still running, as a new interview does. */
export async function startCodingRound(
  args: GenerationArgs<z.output<typeof startCodingRoundInputSchema>> & { library: () => Promise<Library> },
): Promise<CodingRound> {
  const { db, ai, userId, now, input, library } = args;
  // A model interviews when the server has one; the round keeps its interviewer to the end.
  const interviewer = getInterviewer(ai.kind === "openai" ? "ai" : "scripted", ai);
  const quota = { kind: "mockInterviews", table: interviewSessions, generatedAt: interviewSessions.startedAt } as const;
  return runLabGeneration(args, { servedFrom: practiceProblems, quota }, async () => {
    const [solvedSlugs, seed] = await Promise.all([listSolvedSlugs(db, userId), getSeed(db, userId)]);
    const entry = chooseCodingProblem((await library()).problems, { ...input, solvedSlugs, seed });
    if (!entry) throw new AppError("LIBRARY_EXHAUSTED", { message: "The PrepPilot library has no coding problem." });
    const problem = await findOrSaveLibraryProblem(args, entry);
    const followUps = chooseFollowUps(entry);
    const state: InterviewerState = { phase: "clarify", nudges: 0, followUpsAsked: 0, isAccepted: false };
    const opening = await interviewer.open(toInterviewerProblem(entry, followUps), state);
    const session: LoadedRound["session"] = {
      id: createItemId("mock", now),
      userId,
      type: CODING_INTERVIEW_TYPE,
      company: input.company ?? null,
      role: input.role ?? null,
      status: "active",
      currentIndex: 0,
      source: { kind: "library" },
      startedAt: now,
      endedAt: null,
      score: null,
      evaluationKind: null,
      evaluatedAt: null,
    };
    const round: LoadedRound["round"] = {
      sessionId: session.id,
      userId,
      problemId: problem.id,
      slug: entry.slug,
      interviewer: interviewer.kind,
      lengthMinutes: input.lengthMinutes,
      endsAt: new Date(now.getTime() + input.lengthMinutes * 60_000),
      phase: "clarify",
      phaseStartedAt: now,
      phaseSeconds: {},
      transcript: [interviewerTurn(opening.text, "clarify", now)],
      lastActivityAt: now,
      nudges: 0,
      followUps,
      followUpsAsked: 0,
      report: null,
    };
    await db.transaction(async (tx) => {
      await endRunningInterview(tx, userId, now);
      await tx.insert(interviewSessions).values(session);
      await tx.insert(codingRounds).values(round);
      const details = { interviewType: CODING_INTERVIEW_TYPE };
      await recordActivity({ db: tx, userId, kind: "interview_started", subjectId: session.id, details, at: now });
    });
    return toCodingRound({ session, round, title: problem.title, submissions: [] });
  });
}

export async function getCodingRound({ db, userId, roundId }: Pick<RoundArgs, "db" | "userId" | "roundId">) {
  return toCodingRound(await loadRound(db, { userId, roundId }));
}

/**
 * The candidate's message in the current phase, and the interviewer's answer, both kept in the transcript. The
 * answer is asked for outside the transaction (a model takes seconds); the round must not have changed meanwhile.
 */
export async function sendCodingMessage(args: RoundArgs & { text: string }): Promise<CodingRound> {
  const { db, ai, userId, now, text } = args;
  const before = await loadActiveRound(db, args, false);
  const { round } = before;
  if (round.transcript.length + 2 > MAX_TURNS)
    throw new AppError("CONFLICT", { message: "The transcript is full: move on to the next phase or finish." });
  const said: CodingTurn = { role: "candidate", phase: round.phase, text, at: now.toISOString() };
  const problem = toInterviewerProblem(await getRoundProblem(args.library, round.slug), round.followUps);
  const code = (await getLastCodeChange(db, userId, round.problemId))?.code ?? null;
  const interviewer = getInterviewer(await getReplyingKind(args, round.interviewer), ai);
  if (interviewer.kind === "ai" && args.rateLimits) await consumeRateLimit(db, AI_INTERVIEWER_RATE_LIMIT, userId, now);
  const line = await interviewer.reply(problem, toState(before), text, {
    transcript: [...round.transcript, said],
    code,
  });
  return db.transaction(async (tx) => {
    const loaded = await loadActiveRound(tx, args, true);
    if (loaded.round.transcript.length !== round.transcript.length || loaded.round.phase !== round.phase)
      throw new AppError("CONFLICT", { message: "The round moved on meanwhile: send your message again." });
    const transcript = [...round.transcript, said, interviewerTurn(line.text, round.phase, now)];
    return saveRound(tx, loaded, { transcript, followUpsAsked: line.followUpsAsked, lastActivityAt: now });
  });
}

/**
 * A nudge when the candidate has been stuck: nothing said, no phase change and no code saved for
 * CODING_NUDGE_AFTER_SECONDS. The page asks when its own idle timer fires; the server decides. Each nudge is
 * a hint, one at a time, and counts against the score as a hint does. Otherwise the round comes back as it is.
 */
export async function nudgeCodingRound(args: RoundArgs): Promise<CodingRound> {
  const { db, ai, userId, now } = args;
  const before = await loadActiveRound(db, args, false);
  const { round } = before;
  const lastCode = await getLastCodeChange(db, userId, round.problemId);
  const lastActivity = Math.max(round.lastActivityAt.getTime(), lastCode?.updatedAt.getTime() ?? 0);
  if (now.getTime() - lastActivity < CODING_NUDGE_AFTER_SECONDS * 1000) return toCodingRound(before);
  const problem = toInterviewerProblem(await getRoundProblem(args.library, round.slug), round.followUps);
  // A model's nudge takes seconds: asked outside the transaction, kept only if the round has not moved meanwhile.
  const interviewer = getInterviewer(await getReplyingKind(args, round.interviewer), ai);
  const text = await interviewer.nudge(problem, toState(before), {
    transcript: round.transcript,
    code: lastCode?.code ?? null,
  });
  return db.transaction(async (tx) => {
    const loaded = await loadActiveRound(tx, args, true);
    const codeNow = await getLastCodeChange(tx, userId, round.problemId);
    const isSame =
      loaded.round.transcript.length === round.transcript.length &&
      loaded.round.phase === round.phase &&
      codeNow?.updatedAt.getTime() === lastCode?.updatedAt.getTime();
    if (text === null || !isSame) return toCodingRound(loaded);
    const turn = { ...interviewerTurn(text, round.phase, now), kind: "nudge" as const };
    return saveRound(tx, loaded, {
      transcript: [...round.transcript, turn],
      nudges: round.nudges + 1,
      lastActivityAt: now,
    });
  });
}

/** On to the next phase (the follow-ups only after an Accepted Submit), or Finish: evaluated at once. */
export async function updateCodingRound(args: RoundArgs & { action: "next-phase" | "finish" }): Promise<CodingRound> {
  const { db, ai, now, action } = args;
  return db.transaction(async (tx) => {
    const loaded = await loadRound(tx, { ...args, isForUpdate: true });
    assertActive(loaded);
    const entry = await getRoundProblem(args.library, loaded.round.slug);
    if (action === "finish" || now >= loaded.round.endsAt) return finishRound(tx, loaded, entry, now);
    const { round } = loaded;
    const next = CODING_PHASES[CODING_PHASES.indexOf(round.phase) + 1];
    if (!next) throw new AppError("BAD_REQUEST", { message: "This is the last phase: finish the round." });
    const state = { ...toState(loaded), phase: next };
    if (next === "follow-ups" && !state.isAccepted)
      throw new AppError("CONFLICT", {
        message: "The follow-ups come once a Submit is Accepted: submit your code, or finish the round.",
      });
    const line = await getInterviewer(round.interviewer, ai).open(toInterviewerProblem(entry, round.followUps), state);
    return saveRound(tx, loaded, {
      phase: next,
      phaseStartedAt: now,
      phaseSeconds: addPhaseTime(round, now),
      transcript: [...round.transcript, interviewerTurn(line.text, next, now)],
      followUpsAsked: line.followUpsAsked,
      lastActivityAt: now,
    });
  });
}

/** The round (locked for a change) while it may still change: 409 once it is over or its time is up. */
async function loadActiveRound(db: Database, args: RoundArgs, isForUpdate: boolean): Promise<LoadedRound> {
  const loaded = await loadRound(db, { ...args, isForUpdate });
  assertActive(loaded);
  if (args.now >= loaded.round.endsAt)
    throw new AppError("CONFLICT", { message: "Time is up: finish the round to see your report." });
  return loaded;
}

function assertActive({ session }: LoadedRound) {
  if (session.status !== "active") throw new AppError("CONFLICT", { message: "This interview is already over." });
}

async function saveRound(db: Database, loaded: LoadedRound, changes: Partial<LoadedRound["round"]>) {
  const [round] = await db
    .update(codingRounds)
    .set(changes)
    .where(eq(codingRounds.sessionId, loaded.session.id))
    .returning();
  if (!round) throw new Error("Updating a coding round returned no row");
  return toCodingRound({ ...loaded, round });
}

/** The round's interviewer, unless a model's and the user may no longer use AI (a trial ended mid-round): the script. */
async function getReplyingKind({ db, userId, now }: RoundArgs, kind: CodingInterviewerKind) {
  if (kind === "scripted") return kind;
  return (await getAiAccess({ db, userId, now })).canUseAI ? kind : "scripted";
}

function toState({ round, submissions }: LoadedRound): InterviewerState {
  const isAccepted = submissions.some(({ verdict }) => verdict === "accepted");
  return { phase: round.phase, nudges: round.nudges, followUpsAsked: round.followUpsAsked, isAccepted };
}

function interviewerTurn(text: string, phase: CodingTurn["phase"], at: Date): CodingTurn {
  return { role: "interviewer", phase, text, at: at.toISOString() };
}

async function listSolvedSlugs(db: Database, userId: string): Promise<Set<string>> {
  const p = practiceProblems;
  const rows = await db
    .select({ slug: p.slug })
    .from(p)
    .where(and(eq(p.userId, userId), isNotNull(p.solvedAt), isNotNull(p.slug)));
  return new Set(rows.flatMap(({ slug }) => (slug ? [slug] : [])));
}

/**
 * The seed that varies the pick among equally good problems: per user (so users do not all meet the same
 * first problem) and per round they started (so the next round moves on).
 */
async function getSeed(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(codingRounds).where(eq(codingRounds.userId, userId));
  const userHash = [...userId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 0);
  return Math.abs(userHash) + (row?.count ?? 0);
}
