// Voice commands of a hands-free mock interview: with the spoken interviewer on, a dictated phrase that is a
// command, said on its own, moves the interview instead of landing in the answer. Only a whole phrase counts
// ("next question", never "…and the next question is harder"), so an answer is not cut by a word in it.

export type VoiceCommand = "next" | "previous" | "repeat" | "follow-up" | "finish";

/** What each command is called by; shown in the interview's help and in docs/interviews.md. */
export const VOICE_COMMAND_PHRASES: Record<VoiceCommand, readonly string[]> = {
  next: ["next question", "next", "go to the next question", "move on"],
  previous: ["previous question", "go back", "go to the previous question"],
  repeat: ["repeat the question", "repeat", "repeat question", "say that again", "can you repeat the question"],
  "follow-up": ["follow up", "next follow up", "ask the follow up", "follow up question"],
  finish: ["finish the interview", "finish", "finish interview"],
};

/** Polite words around a command that do not change it: "okay, next question please". */
const FILLER_BEFORE = /^(?:(?:ok|okay|alright|all right|so|please|now)\s+)+/;
const FILLER_AFTER = /(?:\s+(?:please|thanks|thank you))+$/;

/** Lower case, words only: recognisers differ in capitals, hyphens ("follow-up") and final punctuation. */
export function normalizePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .trim()
    .replace(FILLER_BEFORE, "")
    .replace(FILLER_AFTER, "");
}

const COMMANDS_BY_PHRASE = new Map(
  Object.entries(VOICE_COMMAND_PHRASES).flatMap(([command, phrases]) =>
    phrases.map((phrase) => [phrase, command as VoiceCommand] as const),
  ),
);

/** The command a settled phrase is, said on its own; null when it is words of the answer. */
export function matchVoiceCommand(phrase: string): VoiceCommand | null {
  return COMMANDS_BY_PHRASE.get(normalizePhrase(phrase)) ?? null;
}

/** Where the interview stands when a phrase is heard. */
export type VoiceCommandContext = {
  isFirst: boolean;
  isLast: boolean;
  /** "finish" was heard just before, and the interviewer asked to hear it again. */
  isConfirmingFinish: boolean;
  /** A follow-up is ready to be asked (the answer before it is saved). */
  canAskFollowUp: boolean;
  /** Follow-ups of this question are still unasked, ready or not. */
  hasFollowUpsLeft: boolean;
};

/** What a heard phrase does: add to the answer, move the interview, or have the interviewer say something. */
export type VoiceCommandOutcome =
  | { kind: "answer" }
  | { kind: "act"; command: VoiceCommand }
  | { kind: "confirm-finish"; reply: string }
  | { kind: "reply"; reply: string };

export const VOICE_REPLIES = {
  confirmFinish: "Say 'finish' again to finish the interview and get your report, or go on answering.",
  finishNotYet: "You can finish after the last question. Say 'next question' to go on.",
  lastQuestion: "This is the last question. Say 'finish' to finish the interview.",
  firstQuestion: "This is the first question.",
  followUpNotReady: "I will ask the follow-up once your answer is saved. Say 'follow up' again in a moment.",
  noFollowUpLeft: "There are no more follow-ups for this question. Say 'next question' to go on.",
} as const;

/**
 * What a settled phrase does. Finishing is asked twice in a row, so that an answer is never ended by
 * accident: the first "finish" makes the interviewer ask for a second, and any other phrase in between
 * forgets it.
 */
export function resolveVoiceCommand(phrase: string, context: VoiceCommandContext): VoiceCommandOutcome {
  const command = matchVoiceCommand(phrase);
  switch (command) {
    case null:
      return { kind: "answer" };
    case "finish":
      if (!context.isLast) return { kind: "reply", reply: VOICE_REPLIES.finishNotYet };
      return context.isConfirmingFinish
        ? { kind: "act", command: "finish" }
        : { kind: "confirm-finish", reply: VOICE_REPLIES.confirmFinish };
    case "next":
      return context.isLast ? { kind: "reply", reply: VOICE_REPLIES.lastQuestion } : { kind: "act", command };
    case "previous":
      return context.isFirst ? { kind: "reply", reply: VOICE_REPLIES.firstQuestion } : { kind: "act", command };
    case "follow-up":
      if (context.canAskFollowUp) return { kind: "act", command };
      return {
        kind: "reply",
        reply: context.hasFollowUpsLeft ? VOICE_REPLIES.followUpNotReady : VOICE_REPLIES.noFollowUpLeft,
      };
    case "repeat":
      return { kind: "act", command };
  }
}
