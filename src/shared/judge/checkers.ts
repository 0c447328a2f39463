import type { CHECKERS } from "@/shared/schemas/problem-judge";

export type Checker = (typeof CHECKERS)[number];

/**
 * Validators for problems with several correct answers: each decides from the test's input whether a
 * result is one of them (`expected` is one valid answer, used only where it settles a fact such as
 * "no order exists"). content:verify proves that each accepts the reference solution's answers and
 * rejects a wrong one.
 */
export function checkAnswer(checker: Checker, input: unknown, actual: unknown, expected: unknown): boolean {
  const args = Array.isArray(input) ? input : [];
  switch (checker) {
    case "topological-order":
      return isTopologicalOrder(args[0], args[1], actual, expected);
    case "alien-order":
      return isAlienOrder(args[0], actual, expected);
    case "longest-palindrome":
      return isLongestPalindrome(args[0], actual, expected);
  }
}

/** Course Schedule II: every course once, each after its prerequisites; `[]` exactly when none exists. */
function isTopologicalOrder(count: unknown, prerequisites: unknown, actual: unknown, expected: unknown): boolean {
  if (!Array.isArray(actual) || !Array.isArray(expected) || !Array.isArray(prerequisites)) return false;
  if (expected.length === 0) return actual.length === 0;
  if (actual.length !== count) return false;
  const position = new Map<unknown, number>(actual.map((course, index) => [course, index]));
  const isPermutation =
    position.size === actual.length &&
    actual.every((course) => Number.isInteger(course) && course >= 0 && course < actual.length);
  return (
    isPermutation &&
    prerequisites.every((pair) => {
      const [course, before] = Array.isArray(pair) ? pair : [];
      return (position.get(before) ?? Number.POSITIVE_INFINITY) < (position.get(course) ?? -1);
    })
  );
}

/**
 * Alien Dictionary: each letter of the words exactly once, and every order the sorted words imply
 * holds; `""` exactly when no order exists.
 */
function isAlienOrder(words: unknown, actual: unknown, expected: unknown): boolean {
  if (typeof actual !== "string" || typeof expected !== "string" || !Array.isArray(words)) return false;
  if (expected === "") return actual === "";
  const letters = new Set(words.join(""));
  const position = new Map([...actual].map((letter, index) => [letter, index]));
  if (actual.length !== letters.size || position.size !== letters.size) return false;
  if (![...letters].every((letter) => position.has(letter))) return false;
  return words.every((word, index) => {
    const next = words[index + 1];
    if (typeof next !== "string") return true;
    const at = [...word].findIndex((letter, offset) => letter !== next[offset]);
    if (at === -1 || at >= next.length) return true;
    return (position.get(word[at] as string) ?? 0) < (position.get(next[at] as string) ?? 0);
  });
}

/** Longest Palindromic Substring: any palindrome of the longest length that occurs in the string. */
function isLongestPalindrome(text: unknown, actual: unknown, expected: unknown): boolean {
  if (typeof text !== "string" || typeof actual !== "string" || typeof expected !== "string") return false;
  return actual.length === expected.length && text.includes(actual) && actual === [...actual].reverse().join("");
}
