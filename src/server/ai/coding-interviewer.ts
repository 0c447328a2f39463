import { z } from "zod";
import type { CodingPhase, CodingTurn } from "@/shared/schemas/coding-interviews";
import type { FollowUp } from "@/shared/schemas/content";

// The AI interviewer of a coding interview: a model that plays the interviewer, grounded in the problem, its
// optimal approach and the candidate's own code and words. It never writes code or gives the solution away.

export type CodingInterviewRequest = {
  title: string;
  description: string;
  /** The editorial's "Optimal approach" section (what the interviewer hopes to hear), or null. */
  optimalApproach: string | null;
  complexity: { time: string; space: string };
  phase: CodingPhase;
  /** The conversation so far, oldest first; the candidate's newest message is its last turn. */
  transcript: CodingTurn[];
  /** The candidate's latest code, or null before any. */
  code: string | null;
  /** In the follow-ups, the one the candidate is answering, with what a good answer names. */
  followUp?: FollowUp | null;
  /** Set for a nudge: the candidate has been stuck, and this hint is as far as the nudge may go. */
  nudgeHint?: string | null;
};

export const interviewerAnswerSchema = z.object({ reply: z.string().trim().min(1).max(1500) });

/** The turns the model reads: the latest ones are what it answers. */
const MAX_TURNS_READ = 24;

const PHASE_TASKS: Record<CodingPhase, string> = {
  clarify:
    "The candidate is clarifying the problem and stating an approach before coding. Answer their clarifying questions from the statement. React to the approach: if it is slower than the optimal complexity, ask whether they can do better and name the complexity to aim for; if it is right, tell them to start coding.",
  code: "The candidate is coding. React to what they say and to their code: ask about a line, a variable or an input their code gets wrong. Never fix the code for them.",
  complexity:
    "The candidate is stating the time and space complexity and how they would test. Compare their complexity with the problem's; ask which inputs they would test if they did not say.",
  "follow-ups":
    "The candidate is answering a follow-up question. React to their answer in one or two sentences: what it gets right and, as a question, the most important point it misses. Do not ask another follow-up: the next one is asked after your words.",
};

export function buildInterviewerPrompt(request: CodingInterviewRequest): string {
  const { title, description, optimalApproach, complexity, phase, transcript, code, followUp, nudgeHint } = request;
  const task = nudgeHint
    ? `The candidate has been stuck for several minutes, without a word or a change to their code. Give one short nudge, as a question about their own code or words, that leads toward this hint and goes no further than it: ${nudgeHint}`
    : PHASE_TASKS[phase];
  const conversation = transcript
    .slice(-MAX_TURNS_READ)
    .map((turn) => `${turn.role === "candidate" ? "Candidate" : "Interviewer"}: ${turn.text}`)
    .join("\n");
  return `You are a friendly, rigorous interviewer at a large tech company running a live coding interview. ${task}
Speak as the interviewer, in one to four short sentences of plain text, under 90 words. Refer to the candidate's own words and code. Never write code or pseudo-code, never give the full solution, never reveal the problem's difficulty or tags.
Problem: ${title}
${description}
What you hope to hear (do not reveal it): ${optimalApproach ?? "an approach as fast as the complexity below"}; time ${complexity.time}, space ${complexity.space}.
${followUp ? `The follow-up they are answering: ${followUp.question}\nA good answer names (do not reveal them as a list): ${followUp.keyPoints.join("; ")}.\n` : ""}The candidate's code:
${code?.trim() ? code : "(nothing written yet)"}
The conversation so far:
${conversation}
Answer with a single JSON object and nothing else: {"reply": string}`;
}
