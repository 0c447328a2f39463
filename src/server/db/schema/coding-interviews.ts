import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type {
  CodingInterviewerKind,
  CodingPhase,
  CodingReport,
  CodingRoundLength,
  CodingTurn,
} from "@/shared/schemas/coding-interviews";
import type { FollowUp } from "@/shared/schemas/content";
import { ownerId } from "./columns";
import { interviewSessions } from "./interviews";
import { practiceProblems } from "./practice";

// A coding interview's round: the interview_sessions row (type "coding") holds its status, times and score for
// history, quotas and readiness; this row holds the round itself. The code is the problem's own drafts and
// submissions (practice_problems), so the same editor and judge serve it.

export const codingRounds = pgTable(
  "coding_rounds",
  {
    sessionId: text("session_id")
      .primaryKey()
      .references(() => interviewSessions.id, { onDelete: "cascade" }),
    userId: ownerId(),
    problemId: text("problem_id")
      .notNull()
      .references(() => practiceProblems.id, { onDelete: "cascade" }),
    /** The library problem served: the interviewer reads its hints, editorial and complexity by it. */
    slug: text("slug").notNull(),
    /** Who interviews, chosen at the start: "ai" when the server had a model then, else "scripted". */
    interviewer: text("interviewer").$type<CodingInterviewerKind>().notNull(),
    lengthMinutes: integer("length_minutes").$type<CodingRoundLength>().notNull(),
    /** started_at + the length: past it, the round finishes with what was written. */
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    phase: text("phase").$type<CodingPhase>().notNull(),
    phaseStartedAt: timestamp("phase_started_at", { withTimezone: true }).notNull(),
    /** Seconds spent in each phase before the current one began (and the current one's, once over). */
    phaseSeconds: jsonb("phase_seconds").$type<Partial<Record<CodingPhase, number>>>().notNull(),
    transcript: jsonb("transcript").$type<CodingTurn[]>().notNull(),
    /** The candidate's last message or phase change: a nudge needs this and the code's last save to be old. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull(),
    /** The interviewer's help when the candidate was stuck, one hint each. */
    nudges: integer("nudges").notNull().default(0),
    /** The follow-ups chosen at the start (the problem's, else generic ones for its pattern). */
    followUps: jsonb("follow_ups").$type<FollowUp[]>().notNull(),
    followUpsAsked: integer("follow_ups_asked").notNull().default(0),
    /** The rubric's scores with their evidence, once the round is over. */
    report: jsonb("report").$type<CodingReport>(),
  },
  // A user's rounds: counted to vary the next round's problem, and removed with the account.
  (table) => [index("coding_rounds_user_id_idx").on(table.userId)],
);
