import { formatExampleInput } from "@/shared/format-example";
import type { Signature, TestCase } from "@/shared/schemas/problem-judge";

/**
 * The example tests in the order the statement shows its examples, so "Example 2" in the results is
 * the statement's Example 2 (the API lists them in test order). Tests that match no example keep
 * their place after those that do.
 */
export function orderExampleIndexes(
  examples: readonly { input: string }[],
  judge: { signature: Signature; tests: readonly { input: unknown }[]; exampleTestIndexes: readonly number[] },
): number[] {
  const shown = (index: number) => {
    try {
      return formatExampleInput(judge.signature, judge.tests[index]?.input as TestCase["input"]);
    } catch {
      return null;
    }
  };
  const remaining = [...judge.exampleTestIndexes];
  const ordered: number[] = [];
  for (const example of examples) {
    const position = remaining.findIndex((index) => shown(index) === example.input.trim());
    if (position >= 0) ordered.push(...remaining.splice(position, 1));
  }
  return [...ordered, ...remaining];
}
