import { z } from "zod";
import type { Language } from "@/shared/judge/languages";
import type { TutorTurn } from "@/shared/schemas/solving";

// The tutor: with an AI provider, after the hints, a model that asks the user questions about their own
// code rather than writing it. The prompt forbids code; the reply is checked too, and any fenced block
// the model writes anyway is taken out before the user sees it.

export type TutorRequest = {
  title: string;
  description: string;
  language: Language;
  code: string;
  /** The conversation so far, oldest first; the user's newest message is its last turn. */
  turns: TutorTurn[];
};

export const tutorAnswerSchema = z.object({ reply: z.string().trim().min(1).max(4000) });

export function buildTutorPrompt({ title, description, language, code, turns }: TutorRequest) {
  const conversation = turns.map((turn) => `${turn.role === "user" ? "Candidate" : "Tutor"}: ${turn.text}`).join("\n");
  return `You are a patient interview coach. A candidate is stuck on a coding problem and has already read every hint. Help them find the next step themselves, as a good interviewer would: ask one to three short, specific questions about THEIR code below (name its lines, variables or the case it gets wrong), or point at one thing to check with a small input. Never write code, pseudo-code or the solution, never name the whole algorithm; if they ask for the answer, ask the question that leads to it instead. Plain text, under 120 words.
Problem: ${title}
${description}
Their ${language} code:
${code.trim() ? code : "(nothing written yet)"}
${conversation ? `\nThe conversation so far:\n${conversation}\n` : ""}
Answer with a single JSON object and nothing else: {"reply": string}`;
}

const FENCED_BLOCK = /```[\s\S]*?(```|$)/g;

/** The reply without any code block the model wrote against its instructions; null when nothing is left. */
export function removeWrittenCode(reply: string): string | null {
  const text = reply
    .replace(FENCED_BLOCK, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return text.length > 0 ? text : null;
}
