import type { LibraryProblemEntry } from "@/server/content/load-library";
import {
  type InterviewerLine,
  type InterviewerProblem,
  type InterviewerState,
  nudge,
  openPhase,
  replyTo,
} from "@/shared/coding-interview/scripted-interviewer";
import type { FollowUp } from "@/shared/schemas/content";

// Who plays the interviewer in a coding round. Today the scripted interviewer (no AI); an AI interviewer grounded
// in the problem, its editorial and the candidate's code and words implements the same interface.

/** What the interviewer may read besides the problem: the candidate's latest code, for an AI that comments on it. */
export type InterviewerContext = { code: string | null };

export interface CodingInterviewer {
  readonly kind: "scripted";
  /** Its words as a phase begins. */
  open(problem: InterviewerProblem, state: InterviewerState): Promise<InterviewerLine>;
  /** Its answer to the candidate's message in the current phase. */
  reply(
    problem: InterviewerProblem,
    state: InterviewerState,
    message: string,
    context: InterviewerContext,
  ): Promise<InterviewerLine>;
  /** Help when the candidate has been stuck; null when it has none left for this phase. */
  nudge(problem: InterviewerProblem, state: InterviewerState): Promise<string | null>;
}

export const scriptedInterviewer: CodingInterviewer = {
  kind: "scripted",
  open: async (problem, state) => openPhase(problem, state),
  reply: async (problem, state, message) => replyTo(problem, state, message),
  nudge: async (problem, state) => nudge(problem, state),
};

/** The interviewer's view of a library problem and the follow-ups chosen for the round. */
export function toInterviewerProblem(entry: LibraryProblemEntry, followUps: FollowUp[]): InterviewerProblem {
  const { title, constraints, hints, patterns, complexity } = entry;
  return { title, constraints, hints, patterns, complexity, followUps };
}
