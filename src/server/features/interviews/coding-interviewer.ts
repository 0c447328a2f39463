import type { AiProvider } from "@/server/ai/ai-provider";
import type { LibraryProblemEntry } from "@/server/content/load-library";
import {
  type InterviewerLine,
  type InterviewerProblem,
  type InterviewerState,
  nudge,
  openPhase,
  replyTo,
} from "@/shared/coding-interview/scripted-interviewer";
import { parseEditorial } from "@/shared/editorial/editorial";
import type { CodingInterviewerKind, CodingTurn } from "@/shared/schemas/coding-interviews";
import type { FollowUp } from "@/shared/schemas/content";

// Who plays the interviewer in a coding round: the scripted interviewer (no AI), or with an AI provider a model
// grounded in the problem, its editorial and the candidate's code and words. Both open the phases, nudge and ask
// the follow-ups by the same script, so a round keeps its shape; the AI answers what the candidate says.

/** What the interviewer may read besides the problem: the conversation (ending with the message) and the code. */
export type InterviewerContext = { transcript: CodingTurn[]; code: string | null };

export interface CodingInterviewer {
  readonly kind: CodingInterviewerKind;
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

/** The model answers the candidate; the follow-ups go on by the script, which counts them. */
export function createAiInterviewer(ai: AiProvider): CodingInterviewer {
  return {
    ...scriptedInterviewer,
    kind: "ai",
    async reply(problem, state, message, { transcript, code }) {
      if (state.phase === "follow-ups") return replyTo(problem, state, message);
      const { title, description, optimalApproach, complexity } = problem;
      const phase = state.phase;
      const text = await ai.interviewCoding({
        title,
        description,
        optimalApproach,
        complexity,
        phase,
        transcript,
        code,
      });
      return { text, followUpsAsked: state.followUpsAsked };
    },
  };
}

/** The round's interviewer: the kind chosen at its start (an AI one only while the provider is a model). */
export function getInterviewer(kind: CodingInterviewerKind, ai: AiProvider): CodingInterviewer {
  return kind === "ai" && ai.kind === "openai" ? createAiInterviewer(ai) : scriptedInterviewer;
}

/** The interviewer's view of a library problem and the follow-ups chosen for the round. */
export function toInterviewerProblem(entry: LibraryProblemEntry, followUps: FollowUp[]): InterviewerProblem {
  const { title, description, constraints, hints, patterns, complexity } = entry;
  const optimal = entry.editorial
    ? parseEditorial(entry.editorial).sections.find(({ id }) => id === "optimal-approach")?.markdown
    : undefined;
  return { title, description, constraints, hints, patterns, complexity, followUps, optimalApproach: optimal ?? null };
}
