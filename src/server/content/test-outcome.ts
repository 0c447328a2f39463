import type { LibraryProblem } from "@/shared/schemas/content";
import { compareResults } from "./compare-results";

/** Per test, generous because 8 engineers share 2 cores; an optimal solution needs far less. */
export const DEFAULT_TEST_TIMEOUT_MS = 4000;

/** What a runner needs from a problem: how to call the solution, the tests and how to compare. */
export type RunnableProblem = Pick<LibraryProblem, "signature" | "tests" | "comparison">;

/** A solution's raw result for one test: its JSON-safe return value, or why it produced none. */
export type TestResult = { ok: true; actual: unknown } | { ok: false; error: string };

export type TestOutcome = {
  index: number;
  passed: boolean;
  input: unknown;
  expected: unknown;
  actual?: unknown;
  error?: string;
};

export function gradeResults(problem: RunnableProblem, results: TestResult[]): TestOutcome[] {
  return problem.tests.map((test, index) => {
    const result = results[index] ?? { ok: false, error: "the runner produced no result" };
    const base = { index, input: test.input, expected: test.expected };
    if (!result.ok) return { ...base, passed: false, error: result.error };
    return { ...base, passed: compareResults(result.actual, test.expected, problem.comparison), actual: result.actual };
  });
}

/** The call plan a runner sends into its sandbox, with every name already in the target language. */
export type CallPlan =
  | { kind: "function"; name: string; params: string[]; returns: string }
  | {
      kind: "class";
      className: string;
      constructorParams: string[];
      methods: Record<string, { name: string; params: string[]; returns: string }>;
    };

export function createCallPlan(signature: RunnableProblem["signature"], rename: (name: string) => string): CallPlan {
  const types = (params: { type: string }[]) => params.map((param) => param.type);
  if (signature.kind === "function") {
    return {
      kind: "function",
      name: rename(signature.name),
      params: types(signature.params),
      returns: signature.returns,
    };
  }
  const methods = Object.fromEntries(
    signature.methods.map((method) => [
      method.name,
      { name: rename(method.name), params: types(method.params), returns: method.returns },
    ]),
  );
  return {
    kind: "class",
    className: signature.className,
    constructorParams: types(signature.constructorParams),
    methods,
  };
}
