import { expect, test } from "vitest";
import { parseEvaluateArgs, UsageError } from "./parse-args";

test("reads a question slug and an answer file, with --seconds and --json in any place", () => {
  expect(parseEvaluateArgs(["hash-map-internals", "answer.txt"])).toEqual({
    mode: "answer",
    slug: "hash-map-internals",
    file: "answer.txt",
    seconds: null,
    isJson: false,
    provider: "library",
  });
  expect(parseEvaluateArgs(["--json", "hash-map-internals", "a.txt", "--seconds", "240"])).toMatchObject({
    seconds: 240,
    isJson: true,
  });
});

test("reads --set with its options", () => {
  expect(parseEvaluateArgs(["--set", "tests/calibration/interview-answers"])).toEqual({
    mode: "set",
    path: "tests/calibration/interview-answers",
    isJson: false,
    isSplit: false,
    isList: false,
    provider: "library",
  });
  expect(parseEvaluateArgs(["--set", "x.json", "--split", "--list", "--json"])).toMatchObject({
    isSplit: true,
    isList: true,
    isJson: true,
  });
  expect(parseEvaluateArgs(["--help"])).toEqual({ mode: "help" });
  expect(parseEvaluateArgs(["--set", "x.json", "--provider", "OpenAI"])).toMatchObject({ provider: "openai" });
});

test("a mistake on the command line is a usage error that says what to do", () => {
  const cases: [string[], RegExp][] = [
    [[], /give a question slug and an answer file/],
    [["hash-map-internals"], /give a question slug and an answer file/],
    [["a", "b", "c"], /unexpected argument "c"/],
    [["--set", "x.json", "hash-map-internals"], /--set takes a file or folder only/],
    [["--set", "x.json", "--seconds", "3"], /--seconds is for one answer/],
    [["a", "b", "--split"], /--split and --list go with --set/],
    [["a", "b", "--seconds", "two"], /--seconds must be a whole number/],
    [["a", "b", "--colour"], /Unknown option '--colour'/],
    [["a", "b", "--provider", "claude"], /--provider is "library" or "openai", not "claude"/],
  ];
  for (const [argv, message] of cases) {
    expect(() => parseEvaluateArgs(argv)).toThrow(UsageError);
    expect(() => parseEvaluateArgs(argv)).toThrow(message);
  }
});
