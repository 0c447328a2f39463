import { expect, test } from "vitest";
import {
  matchVoiceCommand,
  normalizePhrase,
  resolveVoiceCommand,
  VOICE_COMMAND_PHRASES,
  VOICE_REPLIES,
  type VoiceCommandContext,
} from "./voice-commands";

const MIDDLE: VoiceCommandContext = {
  isFirst: false,
  isLast: false,
  isConfirmingFinish: false,
  canAskFollowUp: false,
  hasFollowUpsLeft: true,
};
const LAST: VoiceCommandContext = { ...MIDDLE, isLast: true };

test("a command said on its own is recognised whatever the recogniser's capitals, punctuation and hyphens", () => {
  expect(matchVoiceCommand("Next question.")).toBe("next");
  expect(matchVoiceCommand("  next   QUESTION ")).toBe("next");
  expect(matchVoiceCommand("Okay, next question please")).toBe("next");
  expect(matchVoiceCommand("Go back")).toBe("previous");
  expect(matchVoiceCommand("Repeat the question?")).toBe("repeat");
  expect(matchVoiceCommand("Follow-up")).toBe("follow-up");
  expect(matchVoiceCommand("Finish the interview!")).toBe("finish");
  expect(normalizePhrase("Alright, so... Follow-up question, thanks")).toBe("follow up question");
});

test("every documented phrase is a command", () => {
  for (const [command, phrases] of Object.entries(VOICE_COMMAND_PHRASES)) {
    for (const phrase of phrases) expect(matchVoiceCommand(phrase)).toBe(command);
  }
});

test("a command word inside a sentence is part of the answer", () => {
  for (const phrase of [
    "and the next question would be about caching",
    "I would finish the migration first",
    "we had to go back and repeat the load test",
    "next we add an index",
    "",
  ]) {
    expect(matchVoiceCommand(phrase)).toBeNull();
    expect(resolveVoiceCommand(phrase, MIDDLE)).toEqual({ kind: "answer" });
  }
});

test("next and previous move the interview, except past its ends, where the interviewer says why", () => {
  expect(resolveVoiceCommand("next question", MIDDLE)).toEqual({ kind: "act", command: "next" });
  expect(resolveVoiceCommand("previous question", MIDDLE)).toEqual({ kind: "act", command: "previous" });
  expect(resolveVoiceCommand("next question", LAST)).toEqual({ kind: "reply", reply: VOICE_REPLIES.lastQuestion });
  expect(resolveVoiceCommand("go back", { ...MIDDLE, isFirst: true })).toEqual({
    kind: "reply",
    reply: VOICE_REPLIES.firstQuestion,
  });
  expect(resolveVoiceCommand("repeat", LAST)).toEqual({ kind: "act", command: "repeat" });
});

test("finishing takes 'finish' twice in a row, and only on the last question", () => {
  expect(resolveVoiceCommand("finish", MIDDLE)).toEqual({ kind: "reply", reply: VOICE_REPLIES.finishNotYet });
  expect(resolveVoiceCommand("finish the interview", LAST)).toEqual({
    kind: "confirm-finish",
    reply: VOICE_REPLIES.confirmFinish,
  });
  expect(resolveVoiceCommand("finish", { ...LAST, isConfirmingFinish: true })).toEqual({
    kind: "act",
    command: "finish",
  });
  // Anything else in between is an answer as usual; the hook then forgets the first "finish".
  expect(resolveVoiceCommand("actually one more thing", { ...LAST, isConfirmingFinish: true })).toEqual({
    kind: "answer",
  });
});

test("a follow-up is asked once it is ready; else the interviewer says when it will be", () => {
  expect(resolveVoiceCommand("follow up", { ...MIDDLE, canAskFollowUp: true })).toEqual({
    kind: "act",
    command: "follow-up",
  });
  expect(resolveVoiceCommand("follow up", MIDDLE)).toEqual({ kind: "reply", reply: VOICE_REPLIES.followUpNotReady });
  expect(resolveVoiceCommand("follow up", { ...MIDDLE, hasFollowUpsLeft: false })).toEqual({
    kind: "reply",
    reply: VOICE_REPLIES.noFollowUpLeft,
  });
});
