import { z } from "zod";
import { ROLE_LEVELS } from "@/shared/constants/practice-options";
import type { Language } from "@/shared/judge/languages";
import type { Verdict } from "@/shared/judge/verdicts";
import { formatCount } from "../format-count";
import { INTERVIEW_COMPANIES, type InterviewCompany, type InterviewStatus } from "./interviews";
import { optionalOption } from "./practice";

// The coding interview (POST/GET/PATCH /api/interviews/coding…): one library problem, a countdown and four
// phases with a scripted interviewer, then a report on a five-criterion rubric. Shared by server and client.

export const CODING_ROUND_LENGTHS = [30, 45, 60] as const;
export type CodingRoundLength = (typeof CODING_ROUND_LENGTHS)[number];
export const DEFAULT_CODING_ROUND_LENGTH: CodingRoundLength = 45;

/** The phases in order: a round only moves forward, and Finish may end it in any of them. */
export const CODING_PHASES = ["clarify", "code", "complexity", "follow-ups"] as const;
export type CodingPhase = (typeof CODING_PHASES)[number];
export const CODING_PHASE_LABELS: Record<CodingPhase, string> = {
  clarify: "Clarify & approach",
  code: "Code",
  complexity: "Complexity & testing",
  "follow-ups": "Follow-ups",
};

const LENGTH_MESSAGE = `Length must be one of: ${CODING_ROUND_LENGTHS.join(", ")} minutes`;

export const startCodingRoundInputSchema = z.object({
  company: optionalOption("Company", INTERVIEW_COMPANIES),
  role: optionalOption("Role level", ROLE_LEVELS),
  lengthMinutes: z.literal(CODING_ROUND_LENGTHS, { error: LENGTH_MESSAGE }),
});
export type StartCodingRoundInput = z.input<typeof startCodingRoundInputSchema>;

/** No message, phase change or code saved for this long: the interviewer nudges (a hint, counted as one). */
export const CODING_NUDGE_AFTER_SECONDS = 3 * 60;

/** What the candidate says in one turn: about five minutes of speech. */
export const CODING_MESSAGE_MAX_CHARS = 4_000;
export const codingMessageInputSchema = z.object({
  text: z
    .string({ error: "Text must be a string" })
    .trim()
    .min(1, "Say something first")
    .max(CODING_MESSAGE_MAX_CHARS, `A message can be at most ${formatCount(CODING_MESSAGE_MAX_CHARS)} characters.`),
});
export type CodingMessageInput = z.input<typeof codingMessageInputSchema>;

/** PATCH: on to the next phase, or finish the round (kept and evaluated as it stands). */
export const updateCodingRoundInputSchema = z.object({
  action: z.enum(["next-phase", "finish"], { error: "Action must be one of: next-phase, finish" }),
});
export type UpdateCodingRoundInput = z.input<typeof updateCodingRoundInputSchema>;

/** Who interviews: the scripted interviewer (no AI), or a model when the server has one. */
export type CodingInterviewerKind = "scripted" | "ai";
export const CODING_INTERVIEWER_LABELS: Record<CodingInterviewerKind, string> = {
  scripted: "Scripted interviewer",
  ai: "AI interviewer",
};

/** One line of the transcript; `kind: "nudge"` marks the interviewer's help when the candidate was stuck. */
export type CodingTurn = {
  role: "interviewer" | "candidate";
  phase: CodingPhase;
  text: string;
  at: string;
  kind?: "nudge";
};

export const CODING_CRITERIA = ["communication", "problem-solving", "coding", "testing", "complexity"] as const;
export type CodingCriterion = (typeof CODING_CRITERIA)[number];
export const CODING_CRITERION_LABELS: Record<CodingCriterion, string> = {
  communication: "Communication",
  "problem-solving": "Problem solving",
  coding: "Coding",
  testing: "Testing and verification",
  complexity: "Complexity analysis",
};

/** One criterion of the report: 1–5, why, and the evidence (the candidate's words and code, the judge's results). */
export type CodingCriterionScore = { criterion: CodingCriterion; score: number; reason: string; evidence: string[] };

/** The judge's verdict on one Submit made during the round. */
export type CodingSubmission = { verdict: Verdict; passed: number; total: number; language: Language; at: string };

export type CodingReport = {
  /** The mean of the five criteria, one decimal. */
  overall: number;
  criteria: CodingCriterionScore[];
  /** The problem's expected complexity, shown once the round is over. */
  expectedComplexity: { time: string; space: string };
};

/** The round as the page sees it: never the problem's difficulty, tags, hints, editorial or solution. */
export type CodingRound = {
  id: string;
  status: InterviewStatus;
  company: InterviewCompany | null;
  role: (typeof ROLE_LEVELS)[number] | null;
  problemId: string;
  problem: { title: string };
  lengthMinutes: CodingRoundLength;
  startedAt: string;
  endsAt: string;
  endedAt: string | null;
  phase: CodingPhase;
  phaseStartedAt: string;
  /** Seconds spent in each phase so far (the current one up to its last change). */
  phaseSeconds: Partial<Record<CodingPhase, number>>;
  transcript: CodingTurn[];
  /** The interviewer's help when the candidate was stuck: each counts against the score as a hint does. */
  nudges: number;
  /** Whether a Submit during the round was Accepted: the follow-ups come only after one. */
  isAccepted: boolean;
  submissions: CodingSubmission[];
  /** Labelled in the page (CODING_INTERVIEWER_LABELS). */
  interviewer: CodingInterviewerKind;
  score: number | null;
  report: CodingReport | null;
};
