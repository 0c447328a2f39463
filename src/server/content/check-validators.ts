import { type Checker, checkAnswer } from "@/shared/judge/checkers";
import type { LibraryProblem } from "@/shared/schemas/content";

/**
 * A problem judged by a validator must prove it can fail: for each test, an answer that looks right but
 * breaks the problem's rule (two courses swapped across a prerequisite, two letters swapped against the
 * words' order, the palindrome cut or broken) is rejected, and the test's own expected answer accepted.
 * (content:verify also runs the reference solutions through the validator with every other test.)
 */
export function checkValidator(problem: Pick<LibraryProblem, "slug" | "checker" | "tests">): string[] {
  const { checker } = problem;
  if (!checker) return [];
  const failures: string[] = [];
  let tried = 0;
  problem.tests.forEach((test, index) => {
    const where = `${problem.slug} tests[${index}]`;
    if (!checkAnswer(checker, test.input, test.expected, test.expected))
      failures.push(`${where}: the ${checker} validator rejects the test's own expected answer`);
    for (const wrong of makeWrongAnswers(checker, test.input, test.expected)) {
      tried += 1;
      if (checkAnswer(checker, test.input, wrong, test.expected))
        failures.push(`${where}: the ${checker} validator accepts the wrong answer ${JSON.stringify(wrong)}`);
    }
  });
  if (tried === 0)
    failures.push(`${problem.slug}: no test lets the ${checker} validator show it rejects a wrong answer`);
  return failures;
}

function makeWrongAnswers(checker: Checker, input: unknown, expected: unknown): unknown[] {
  const args = Array.isArray(input) ? input : [];
  switch (checker) {
    case "topological-order":
      return wrongCourseOrders(args[1], expected);
    case "alien-order":
      return wrongAlienOrders(args[0], expected);
    case "longest-palindrome":
      return wrongPalindromes(expected);
  }
}

function swap<T>(items: T[], a: T, b: T): T[] {
  return items.map((item) => (item === a ? b : item === b ? a : item));
}

function wrongCourseOrders(prerequisites: unknown, expected: unknown): unknown[] {
  if (!Array.isArray(expected) || expected.length === 0 || !Array.isArray(prerequisites)) return [];
  const first = prerequisites[0];
  const wrong: unknown[] = [[]];
  if (Array.isArray(first)) wrong.push(swap(expected, first[0], first[1]));
  return wrong;
}

function wrongAlienOrders(words: unknown, expected: unknown): unknown[] {
  if (typeof expected !== "string" || expected === "" || !Array.isArray(words)) return [];
  const wrong: unknown[] = ["", expected.slice(1)];
  for (const [index, word] of words.entries()) {
    const next = words[index + 1];
    if (typeof word !== "string" || typeof next !== "string") continue;
    const at = [...word].findIndex((letter, offset) => letter !== next[offset]);
    if (at === -1 || at >= next.length) continue;
    wrong.push(swap([...expected], word[at], next[at]).join(""));
    break;
  }
  return wrong;
}

function wrongPalindromes(expected: unknown): unknown[] {
  if (typeof expected !== "string" || expected.length === 0) return [];
  const wrong: unknown[] = [expected.slice(1)];
  // The same length, no longer a palindrome: its last letter changed.
  if (expected.length >= 2) wrong.push(`${expected.slice(0, -1)}${expected.at(0) === "#" ? "@" : "#"}`);
  return wrong;
}
