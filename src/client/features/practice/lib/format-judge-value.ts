import { formatExampleInput } from "@/shared/format-example";
import type { Signature, TestCase } from "@/shared/schemas/problem-judge";

/** A value a test returned or expected, as JSON ("null" for null; "—" when there was none). */
export function formatJudgeValue(value: unknown): string {
  if (value === undefined) return "—";
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * A test's input the way the problem's examples show it (`nums = [2,7,11,15], target = 9`), or as JSON
 * when it does not fit the signature (a custom input is checked before running, so that is rare).
 */
export function formatJudgeInput(signature: Signature, input: unknown): string {
  try {
    return formatExampleInput(signature, input as TestCase["input"]);
  } catch {
    return formatJudgeValue(input);
  }
}
