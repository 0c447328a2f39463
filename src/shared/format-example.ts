import type { ProblemJudge, Signature, TestCase } from "@/shared/schemas/problem-judge";

/**
 * The display form of a test's input and output, as a problem's examples show them:
 * `nums = [2,7,11,15], target = 9` → `[0,1]`; for a class, the calls and their arguments.
 * Library examples must equal the display form of one of the problem's tests (content:verify checks).
 */
export function formatExampleInput(signature: Signature, input: TestCase["input"]): string {
  if (signature.kind === "class") {
    if (Array.isArray(input)) throw new Error("a class problem's test input must be { calls, args }");
    return `${JSON.stringify(input.calls)}\n${JSON.stringify(input.args)}`;
  }
  if (!Array.isArray(input)) throw new Error("a function problem's test input must be the argument list");
  if (signature.kind === "codec") return `${signature.encode.param} = ${JSON.stringify(input[0])}`;
  return signature.params.map((param, index) => `${param.name} = ${JSON.stringify(input[index])}`).join(", ");
}

export function formatExampleOutput(expected: unknown): string {
  return JSON.stringify(expected);
}

/** The tests whose display form is one of the examples (content:verify holds the library to that). */
export function findExampleTests(
  judge: Pick<ProblemJudge, "signature" | "tests">,
  examples: readonly { input: string; output: string }[],
): number[] {
  const shown = new Set(examples.map(({ input, output }) => displayKey(input, output)));
  return judge.tests.flatMap((test, index) => {
    try {
      const key = displayKey(formatExampleInput(judge.signature, test.input), formatExampleOutput(test.expected));
      return shown.has(key) ? [index] : [];
    } catch {
      // A test whose input does not fit the signature cannot be an example.
      return [];
    }
  });
}

const displayKey = (input: string, output: string) => JSON.stringify([input.trim(), output.trim()]);
