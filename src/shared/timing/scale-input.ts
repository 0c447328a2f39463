import { getEntryName, getPythonName } from "@/shared/judge/call-plan";
import type { Language } from "@/shared/judge/languages";
import type { Signature, TestCase, ValueType } from "@/shared/schemas/problem-judge";

type Input = TestCase["input"];

// What grows with n: arrays and strings. Numbers (often a target or an index into the input), trees
// and lists (their shape would change) stay as they are.
const GROWING_TYPES: ReadonlySet<ValueType> = new Set([
  "string",
  "int[]",
  "double[]",
  "boolean[]",
  "string[]",
  "int[][]",
  "string[][]",
  "char[][]",
]);

/** The test whose input is the largest (by its JSON), to time the code on. */
export function pickLargestInput(tests: readonly Pick<TestCase, "input">[]): Input | undefined {
  let largest: Input | undefined;
  let largestLength = -1;
  for (const test of tests) {
    const length = JSON.stringify(test.input).length;
    if (length > largestLength) {
      largest = test.input;
      largestLength = length;
    }
  }
  return largest;
}

/**
 * An input `factor` times as large: a function's array and string arguments are repeated end to end,
 * a class's call sequence (after the constructor) is repeated. The answers no longer match the
 * test's: only the time is wanted.
 */
export function scaleInput(signature: Signature, input: Input, factor: number): Input {
  if (signature.kind === "class") {
    if (Array.isArray(input)) return input;
    const [constructorCall, ...calls] = input.calls;
    const [constructorArgs, ...args] = input.args;
    if (constructorCall === undefined || constructorArgs === undefined) return input;
    return {
      calls: [constructorCall, ...repeat(calls, factor)],
      args: [constructorArgs, ...repeat(args, factor)],
    };
  }
  if (!Array.isArray(input)) return input;
  const types = signature.kind === "codec" ? [signature.type] : signature.params.map((param) => param.type);
  return input.map((value, index) => {
    const type = types[index];
    if (!type || !GROWING_TYPES.has(type)) return value;
    if (typeof value === "string") return value.repeat(factor);
    return Array.isArray(value) ? repeat(value, factor) : value;
  });
}

function repeat<T>(values: T[], factor: number): T[] {
  return Array.from({ length: factor }, () => values).flat();
}

/**
 * A solution that does nothing, with the same names: timed on the same inputs, it measures what the
 * harness itself costs (reading the input, building the arguments, writing the result), which grows
 * with n too and would make every solution look at least linear.
 */
export function writeBaselineSource(signature: Signature, language: Language): string {
  const entry = getEntryName(signature, language);
  if (signature.kind === "function") {
    return language === "python"
      ? `def ${entry}(*args):\n    return None\n`
      : `function ${entry}() {\n  return null;\n}\n`;
  }
  const methodNames =
    signature.kind === "codec" ? [signature.encode.name, signature.decode.name] : signature.methods.map((m) => m.name);
  // A codec's encoder must return a string; anything else may return nothing.
  const empty = signature.kind === "codec" ? '""' : language === "python" ? "None" : "null";
  if (language === "python") {
    const methods = methodNames.map(
      (name) => `    def ${getPythonName(name)}(self, *args):\n        return ${empty}\n`,
    );
    return [`class ${entry}:\n    def __init__(self, *args):\n        pass\n`, ...methods].join("\n");
  }
  const methods = methodNames.map((name) => `  ${name}() {\n    return ${empty};\n  }\n`);
  return `class ${entry} {\n${methods.join("")}}\n`;
}
