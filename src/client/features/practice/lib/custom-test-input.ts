import { checkTestShape } from "@/shared/judge/value-types";
import type { Signature } from "@/shared/schemas/problem-judge";

export type ParsedCustomInput = { ok: true; input: unknown } | { ok: false; message: string };

/** What the user types for a custom test, shown as the field's hint. */
export function describeCustomInputFormat(signature: Signature): string {
  switch (signature.kind) {
    case "function":
      return `The argument list as JSON: ${signature.params.map((param) => param.name).join(", ")}.`;
    case "codec":
      return `A list of the one value to encode and decode, as JSON: [${signature.encode.param}].`;
    case "class":
      return `The calls and their arguments as JSON: { "calls": ["${signature.className}", …], "args": [[…], …] }.`;
  }
}

/**
 * A custom test's input as the judge needs it, or the message to show beside the field: the text must
 * be JSON and fit the signature (checkTestShape, the same check the library's tests pass), so a typo is
 * caught here instead of surfacing as a confusing runtime error in the user's code.
 */
export function parseCustomInput(signature: Signature, text: string): ParsedCustomInput {
  if (text.trim() === "") return { ok: false, message: "Enter the input as JSON." };
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : "it could not be read";
    return { ok: false, message: `This is not valid JSON: ${reason}.` };
  }
  const issues = checkTestShape(signature, { input });
  if (issues.length > 0) return { ok: false, message: `This input does not fit the problem: ${issues.join("; ")}.` };
  return { ok: true, input };
}

/** A new custom test starts from an example's input, ready to edit. */
export function formatCustomInput(input: unknown): string {
  return JSON.stringify(input);
}

/** What keeping a test's input did: added as the nth custom test, or already there as the nth. */
export type KeepResult = { isAdded: boolean; position: number };

/** Whether a custom test's text holds this input (spacing aside): a failed test is kept once. */
export function isSameCustomInput(text: string, input: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(input);
  } catch {
    return false;
  }
}
