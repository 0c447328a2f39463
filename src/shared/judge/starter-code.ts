import type { Signature } from "@/shared/schemas/problem-judge";
import type { Language } from "./languages";
import { getCppStarterCode } from "./starter-code-cpp";
import { getGoStarterCode } from "./starter-code-go";
import { getJavaStarterCode } from "./starter-code-java";
import { writePythonStarter } from "./starter-code-python";
import { writeJavaScriptStarter, writeTypeScriptStarter } from "./starter-code-script";

/**
 * The code a user starts from in a language, in the form LeetCode's editor shows for that kind of problem, so
 * a candidate sees the shape they know: Python's `class Solution:` with the camelCase method and type hints,
 * JavaScript's JSDoc and `var twoSum = function(nums, target) {…};`, TypeScript's typed `function`; a design
 * problem's class (JavaScript's prototype form) and a codec's two functions (Python's `Codec` class), each
 * with LeetCode's closing "called as such" comment; the node classes the signature uses as LeetCode's
 * commented "Definition for …" header (the judge provides them). The judge also accepts the older
 * plain-function form. Java, C++ and Go take LeetCode's `class Solution` (Go: the bare function) with the
 * node types LeetCode defines. Bodies hold a comment (and Python's `pass`) and nothing that runs, so running an
 * untouched stub is a Wrong Answer, never a Syntax Error.
 */
export function getStarterCode(signature: Signature, language: Language): string {
  return STARTERS[language](signature);
}

const STARTERS: Record<Language, (signature: Signature) => string> = {
  javascript: writeJavaScriptStarter,
  typescript: writeTypeScriptStarter,
  python: writePythonStarter,
  java: getJavaStarterCode,
  cpp: getCppStarterCode,
  go: getGoStarterCode,
};
