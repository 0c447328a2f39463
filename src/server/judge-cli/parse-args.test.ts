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
  const extensions = [
    ".js",
    ".mjs",
    ".cjs",
    ".ts",
    ".py",
    ".PY",
    ".java",
    ".cpp",
    ".cc",
    ".cxx",
    ".go",
    ".rb",
    ".c",
    "",
  ];
  expect(extensions.map((ext) => detectLanguage(`a${ext}`))).toEqual([
    "javascript",
    "javascript",
    "javascript",
    "typescript",
    "python",
    "python",
    "java",
    "cpp",
    "cpp",
    "cpp",
    "go",
    undefined,
    undefined,
    undefined,
  ]);
});

test("takes Java, C++ and Go files, by extension or by --language (c++ and golang too)", () => {
  expect(parseJudgeArgs(["two-sum", "Solution.java"])).toMatchObject({ mode: "file", language: "java" });
  expect(parseJudgeArgs(["two-sum", "a.cc"])).toMatchObject({ language: "cpp" });
  expect(parseJudgeArgs(["two-sum", "a.txt", "--language", "C++"])).toMatchObject({ language: "cpp" });
  expect(parseJudgeArgs(["two-sum", "a.txt", "--language", "golang"])).toMatchObject({ language: "go" });
  expect(parseJudgeArgs(["two-sum", "main.go", "--json"])).toMatchObject({ language: "go", isJson: true });
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
  [
    ["two-sum", "a.py", "--language", "rust"],
    /unknown language "rust": use javascript, typescript, python, java, cpp, go/,
  ],
  [["two-sum", "a.rb"], /cannot tell the language of a.rb/],
  [["two-sum", "a.py", "--frob"], /^unknown option '--frob'$/],
  [["two-sum", "a.py", "--language"], /argument missing/],
  [["--corpus", "dir", "two-sum"], /--corpus takes a folder only/],
  [["--corpus", "dir", "--language", "python"], /--corpus takes a folder only/],
])("%j is a usage error", (argv, message) => {
  expect(() => parseJudgeArgs(argv)).toThrow(UsageError);
  expect(() => parseJudgeArgs(argv)).toThrow(message);
});
