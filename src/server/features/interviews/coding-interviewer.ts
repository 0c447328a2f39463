import type { AiProvider } from "@/server/ai/ai-provider";
import type { LibraryProblemEntry } from "@/server/content/load-library";
import {
  INTERVIEWER_THANKS,
  type InterviewerLine,
  type InterviewerProblem,
  type InterviewerState,
  nextFollowUp,
  nudge,
  openPhase,
  replyTo,
} from "@/shared/coding-interview/scripted-interviewer";
import { parseEditorial } from "@/shared/editorial/editorial";
import type { CodingInterviewerKind, CodingTurn } from "@/shared/schemas/coding-interviews";
import type { FollowUp } from "@/shared/schemas/content";

// Who plays the interviewer in a coding round: the scripted interviewer (no AI), or with an AI provider a model
// grounded in the problem, its editorial and the candidate's code and words. Both open the phases, nudge and choose
// the follow-ups by the same script, so a round keeps its shape; the AI answers what the candidate says, and in the
// follow-ups reacts to each answer against what a good one names before the script asks the next.

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
  nudge(problem: InterviewerProblem, state: InterviewerState, context: InterviewerContext): Promise<string | null>;
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
    async reply(problem, state, _message, { transcript, code }) {
      const { title, description, optimalApproach, complexity } = problem;
      const { phase, followUpsAsked } = state;
      // In the follow-ups, the one answered is the last asked.
      const followUp = phase === "follow-ups" ? nextFollowUp(problem, followUpsAsked - 1) : null;
      const request = { title, description, optimalApproach, complexity, phase, transcript, code, followUp };
      const text = await ai.interviewCoding(request);
      if (phase !== "follow-ups") return { text, followUpsAsked };
      const next = nextFollowUp(problem, followUpsAsked);
      if (!next) return { text: `${text} ${INTERVIEWER_THANKS}`, followUpsAsked };
      return { text: `${text} Another one: ${next.question}`, followUpsAsked: followUpsAsked + 1 };
    },
    /** The script's next hint, said by the model about the candidate's own code; the hint itself if it fails. */
    async nudge(problem, state, { transcript, code }) {
      const scripted = nudge(problem, state);
      const hint = problem.hints[state.nudges];
      if (scripted === null || !hint) return scripted;
      const { title, description, optimalApproach, complexity } = problem;
      const request = { title, description, optimalApproach, complexity, phase: state.phase, transcript, code };
      return ai.interviewCoding({ ...request, nudgeHint: hint }).catch(() => scripted);
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
