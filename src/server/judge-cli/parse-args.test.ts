import { expect, test } from "vitest";
import { detectLanguage, parseJudgeArgs, UsageError } from "./parse-args";

test("reads a slug and a file, the language from the extension unless --language names it", () => {
  expect(parseJudgeArgs(["two-sum", "solution.py"])).toEqual({
    mode: "file",
    slug: "two-sum",
    file: "solution.py",
    language: "python",
    isJson: false,
  });
  expect(parseJudgeArgs(["two-sum", "a.txt", "--language", "TypeScript", "--json"])).toMatchObject({
    language: "typescript",
    isJson: true,
  });
  expect(parseJudgeArgs(["--json", "two-sum", "a.mjs"])).toMatchObject({ language: "javascript", isJson: true });
});

test("knows the extensions of each language", () => {
  expect([".js", ".mjs", ".cjs", ".ts", ".py", ".PY", ".rb", ""].map((ext) => detectLanguage(`a${ext}`))).toEqual([
    "javascript",
    "javascript",
    "javascript",
    "typescript",
    "python",
    "python",
    undefined,
    undefined,
  ]);
});

test("reads the corpus mode and the help", () => {
  expect(parseJudgeArgs(["--corpus", "tests/leetcode-corpus"])).toEqual({
    mode: "corpus",
    dir: "tests/leetcode-corpus",
    isJson: false,
  });
  expect(parseJudgeArgs(["--corpus", "dir", "--json"])).toMatchObject({ isJson: true });
  expect(parseJudgeArgs(["-h"])).toEqual({ mode: "help" });
});

test.each([
  [["two-sum"], /give a problem slug and a file/],
  [[], /give a problem slug and a file/],
  [["two-sum", "a.py", "b.py"], /unexpected argument "b.py"/],
  [["two-sum", "a.py", "--language", "rust"], /unknown language "rust": use javascript, typescript, python/],
  [["two-sum", "a.rb"], /cannot tell the language of a.rb/],
  [["two-sum", "a.py", "--frob"], /^unknown option '--frob'$/],
  [["two-sum", "a.py", "--language"], /argument missing/],
  [["--corpus", "dir", "two-sum"], /--corpus takes a folder only/],
  [["--corpus", "dir", "--language", "python"], /--corpus takes a folder only/],
])("%j is a usage error", (argv, message) => {
  expect(() => parseJudgeArgs(argv)).toThrow(UsageError);
  expect(() => parseJudgeArgs(argv)).toThrow(message);
});
