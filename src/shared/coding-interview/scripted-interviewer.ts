import { readWords } from "@/shared/answer-check/text-features";
import type { CodingPhase } from "@/shared/schemas/coding-interviews";
import type { FollowUp } from "@/shared/schemas/content";
import { compareComplexity, formatComplexity, readStatedComplexity } from "./big-o";

// The scripted interviewer (no AI): what it says as each phase begins, how it answers the candidate, and its
// nudges when the candidate is stuck, built from the problem's constraints, hints, techniques, complexity and
// follow-ups. Deterministic: the same round always hears the same words.

/** What the interviewer knows of the problem; the candidate sees none of it but the title and constraints. */
export type InterviewerProblem = {
  title: string;
  description: string;
  constraints: string[];
  hints: string[];
  /** The techniques the optimal approach uses ("hashing", "two pointers"). */
  patterns: string[];
  complexity: { time: string; space: string };
  followUps: FollowUp[];
  /** The editorial's "Optimal approach" (for an AI interviewer; the script reads the complexity), or null. */
  optimalApproach: string | null;
};

export type InterviewerState = {
  phase: CodingPhase;
  nudges: number;
  followUpsAsked: number;
  isAccepted: boolean;
};

/** What the interviewer says, and how many follow-ups it has asked once it has said it. */
export type InterviewerLine = { text: string; followUpsAsked: number };

const BRUTE_FORCE =
  /\bbrute[- ]?force\b|\bnested loops?\b|\b(every|each|all) (possible )?pairs?\b|\btry (all|every)\b/i;
const TESTING = /\b(test|tests|testing|edge|empty|single|duplicates?|negative|large|boundary|corner)\b/i;
/** What the interviewer says once every follow-up is answered. */
export const INTERVIEWER_THANKS = "Thank you, that is all from me. Finish the round when you are ready.";

/** The interviewer's words as a phase begins. */
export function openPhase(problem: InterviewerProblem, state: InterviewerState): InterviewerLine {
  const line = (text: string) => ({ text, followUpsAsked: state.followUpsAsked });
  switch (state.phase) {
    case "clarify":
      return line(
        `Let's begin with "${problem.title}". Ask me anything that is unclear about the input, then walk me through your approach and its time and space complexity before you write any code.`,
      );
    case "code":
      return line(
        "Go ahead and code it, in any language you like. Run it on the examples, and Submit when you are confident it works. Keep telling me what you are doing.",
      );
    case "complexity":
      return line(
        "Let's step back from the code. What are its time and space complexity, and how would you test it: which inputs would you try?",
      );
    case "follow-ups":
      return askFollowUp(problem, state.followUpsAsked);
  }
}

/** The interviewer's answer to what the candidate just said in the current phase. */
export function replyTo(problem: InterviewerProblem, state: InterviewerState, message: string): InterviewerLine {
  const line = (text: string) => ({ text, followUpsAsked: state.followUpsAsked });
  switch (state.phase) {
    case "clarify":
      return line(reactToApproach(problem, message));
    case "code":
      return line(
        isQuestion(message)
          ? answerClarification(problem)
          : "Okay. Keep going, and tell me when you would like to test it.",
      );
    case "complexity":
      return line(reactToAnalysis(problem, state, message));
    case "follow-ups":
      return askFollowUp(problem, state.followUpsAsked);
  }
}

/**
 * A hint, one at a time, when the candidate has been stuck (no message, no code change) for a while in the
 * first two phases; null once the hints are used up or in a phase where hints do not help.
 */
export function nudge(problem: InterviewerProblem, state: InterviewerState): string | null {
  if (state.phase !== "clarify" && state.phase !== "code") return null;
  const hint = problem.hints[state.nudges];
  return hint ? `Let me help a little. ${hint}` : null;
}

/** The follow-up to ask after `asked` of them, or null once all were. */
export function nextFollowUp(problem: Pick<InterviewerProblem, "followUps">, asked: number): FollowUp | null {
  return problem.followUps[asked] ?? null;
}

/** The next follow-up (the first as the phase begins, the next after each answer), then thanks. */
function askFollowUp(problem: InterviewerProblem, asked: number): InterviewerLine {
  const next = nextFollowUp(problem, asked);
  if (!next) return { text: INTERVIEWER_THANKS, followUpsAsked: asked };
  const lead = asked === 0 ? "Your code passes. A follow-up:" : "Good. Another one:";
  return { text: `${lead} ${next.question}`, followUpsAsked: asked + 1 };
}

function reactToApproach(problem: InterviewerProblem, message: string): string {
  const parts: string[] = [];
  if (isQuestion(message)) parts.push(answerClarification(problem));
  const { time } = readStatedComplexity(message);
  const comparison = time ? compareComplexity(time, problem.complexity.time) : "unknown";
  if (BRUTE_FORCE.test(message) || comparison === "worse") {
    parts.push(
      `That would work${time ? ` in ${time}` : ""}. Can you do better? There is an approach that runs in ${formatComplexity(problem.complexity.time, "time")}.`,
    );
  } else if (comparison === "same") {
    parts.push(
      `${formatComplexity(problem.complexity.time, "time")} is what I was hoping for. When you are ready, start coding.`,
    );
  } else if (namesTechnique(problem, message)) {
    parts.push("That is a promising direction. What time and space complexity would it reach?");
  } else if (parts.length === 0) {
    parts.push("Walk me through the steps of your approach, and tell me its time and space complexity.");
  }
  return parts.join(" ");
}

function reactToAnalysis(problem: InterviewerProblem, state: InterviewerState, message: string): string {
  const stated = readStatedComplexity(message);
  const parts: string[] = [];
  for (const kind of ["time", "space"] as const) {
    const said = stated[kind];
    const expected = problem.complexity[kind];
    if (!said) parts.push(`What is the ${kind} complexity, in big-O notation?`);
    else if (compareComplexity(said, expected) === "same") parts.push(`Agreed, ${said} ${kind}.`);
    else parts.push(`Are you sure about ${said} ${kind}? Count the work again: this can be done in ${expected}.`);
  }
  if (!TESTING.test(message)) parts.push("And how would you test it? Which inputs would you try?");
  else if (state.isAccepted) parts.push("Good. Move on to the follow-ups when you are ready.");
  else parts.push("Your code has not passed every test yet: Submit it again, or finish the round.");
  return parts.join(" ");
}

function answerClarification(problem: InterviewerProblem): string {
  const constraints = problem.constraints
    .slice(0, 3)
    .map((constraint) => constraint.replace(/\.$/, ""))
    .join("; ");
  return `Good question. Everything you need is in the statement and its constraints${constraints ? ` (${constraints})` : ""}; assume the input is valid.`;
}

function isQuestion(message: string): boolean {
  return message.includes("?");
}

/** Whether the message names one of the optimal approach's techniques (every word of it, by stem). */
export function namesTechnique(problem: Pick<InterviewerProblem, "patterns">, message: string): boolean {
  const said = new Set(readWords(message).map(({ stem }) => stem));
  return problem.patterns.some((pattern) => {
    const words = readWords(pattern);
    return words.length > 0 && words.every(({ stem }) => said.has(stem));
  });
}
