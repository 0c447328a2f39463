import vm from "node:vm";
import { createCallPlan } from "@/shared/judge/call-plan";
import { gradeResults, type RunnableProblem, type TestOutcome, type TestResult } from "@/shared/judge/grade-results";
import { JAVASCRIPT_HARNESS } from "@/shared/judge/javascript-harness";
import { VERIFY_TIME_LIMIT_MS } from "@/shared/judge/limits";
import { rejectPrinting } from "./reject-printing";

const RUN_TEST = new vm.Script("__preppilot.run(__plan, __input)", { filename: "run-test.js" });

/**
 * Runs a JavaScript reference solution against every test of its problem in a fresh node:vm context.
 * node:vm isolates globals, not privileges: it is for the library's own reviewed solutions, never for
 * code a user typed.
 */
export function runJavaScriptSolution(
  problem: RunnableProblem,
  source: string,
  timeoutMs = VERIFY_TIME_LIMIT_MS,
): TestOutcome[] {
  const plan = createCallPlan(problem.signature, (name) => name);
  const context = vm.createContext({ __plan: JSON.stringify(plan), __input: "" });
  const loadError = loadSolution(context, source, plan.kind === "class" ? plan.className : plan.name, timeoutMs);
  const results = problem.tests.map((test): TestResult => {
    if (loadError) return { ok: false, error: loadError };
    context.__input = JSON.stringify(test.input);
    try {
      const reply = JSON.parse(RUN_TEST.runInContext(context, { timeout: timeoutMs }) as string);
      return rejectPrinting({ ok: true, actual: reply.actual, output: reply.output });
    } catch (error) {
      return { ok: false, error: describeError(error) };
    }
  });
  return gradeResults(problem, results);
}

function loadSolution(context: vm.Context, source: string, target: string, timeoutMs: number): string | undefined {
  try {
    vm.runInContext(JAVASCRIPT_HARNESS, context, { filename: "harness.js" });
    vm.runInContext(source, context, { filename: "solution.js", timeout: timeoutMs });
  } catch (error) {
    return `solution.js does not load: ${describeError(error)}`;
  }
  try {
    // A class declaration is not a property of the global object: look the name up from a script.
    vm.runInContext(`__preppilot.target = ${target};`, context);
  } catch {
    return `solution.js does not define ${target}`;
  }
  return undefined;
}

// Errors thrown inside the context come from its own realm, so `instanceof Error` does not apply.
function describeError(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error) {
    const name = "name" in error ? String(error.name) : "Error";
    const line = "stack" in error ? /solution\.js:(\d+)/.exec(String(error.stack))?.[1] : undefined;
    return `${name}: ${String(error.message)}${line ? ` (solution.js line ${line})` : ""}`;
  }
  return String(error);
}
