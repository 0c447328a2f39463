import { expect, test } from "vitest";
import {
  appendDictation,
  describeDictationError,
  getSpeechRecognition,
  type RecognitionResultEvent,
  readRecognitionResults,
} from "./speech-dictation";

const results = (...items: [string, boolean][]): RecognitionResultEvent["results"] =>
  Object.assign(
    items.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal })),
    { length: items.length },
  );

test("the standard constructor wins over the prefixed one, and none means no dictation", () => {
  class Standard {}
  class Prefixed {}
  expect(getSpeechRecognition({ SpeechRecognition: Standard, webkitSpeechRecognition: Prefixed })).toBe(Standard);
  expect(getSpeechRecognition({ webkitSpeechRecognition: Prefixed })).toBe(Prefixed);
  expect(getSpeechRecognition({})).toBeNull();
});

test("final results from resultIndex on are new text; the rest is the interim guess", () => {
  const event = {
    resultIndex: 1,
    results: results(["already appended", true], [" I led the migration", true], [" and then we", false]),
  };
  expect(readRecognitionResults(event)).toEqual({ final: "I led the migration", interim: "and then we" });
});

test("blank transcripts are skipped", () => {
  expect(readRecognitionResults({ resultIndex: 0, results: results(["  ", true], ["", false]) })).toEqual({
    final: "",
    interim: "",
  });
});

test("dictation is appended after a space, without doubling one already there", () => {
  expect(appendDictation("", " First words ", 100)).toEqual({ text: "First words", isTruncated: false });
  expect(appendDictation("I typed this.", "Then I said this", 100)).toEqual({
    text: "I typed this. Then I said this",
    isTruncated: false,
  });
  expect(appendDictation("Line one\n", "line two", 100).text).toBe("Line one\nline two");
  expect(appendDictation("Kept as is", "   ", 100)).toEqual({ text: "Kept as is", isTruncated: false });
});

test("dictation never goes past the cap and says when it was cut", () => {
  expect(appendDictation("12345", "6789", 8)).toEqual({ text: "12345 67", isTruncated: true });
  expect(appendDictation("12345", "67", 8)).toEqual({ text: "12345 67", isTruncated: false });
});

test("a denied microphone is said in words; our own abort is no error", () => {
  expect(describeDictationError("not-allowed")).toBe("Microphone access was denied.");
  expect(describeDictationError("aborted")).toBeNull();
  expect(describeDictationError("bad-grammar")).toBe("Dictation stopped (bad-grammar).");
});
