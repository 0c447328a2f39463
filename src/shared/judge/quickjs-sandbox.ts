import type { QuickJSContext, QuickJSHandle, QuickJSWASMModule } from "quickjs-emscripten";
import type { CallPlan } from "./call-plan";

// The QuickJS judge's sandbox and the calls that point the harness at a solution (quickjs-judge.ts).

/**
 * The context plus its deadline. Every evaluation after the solution loads runs armed (fresh deadline),
 * including reading a thrown value (`dump` may run a getter or toJSON of the user's), so nothing the
 * code does can hold the host thread past the limit.
 */
export type Sandbox = {
  context: QuickJSContext;
  limits: { timeMs: number; memoryBytes: number };
  arm(): void;
  wasInterrupted(): boolean;
};

/**
 * Runs `use` in a fresh runtime held to `limits` (memory, the engine's stack, and a deadline that each
 * `arm()` restarts), and disposes of it after. Once past the deadline the interrupt handler keeps
 * interrupting, so code that catches the interrupt cannot carry on.
 */
export function withSandbox<T>(
  quickjs: QuickJSWASMModule,
  limits: Sandbox["limits"] & { stackBytes: number },
  use: (sandbox: Sandbox) => T,
): T {
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(limits.stackBytes);
  let deadline = Number.POSITIVE_INFINITY;
  let isInterrupted = false;
  runtime.setInterruptHandler(() => {
    if (performance.now() > deadline) isInterrupted = true;
    return isInterrupted;
  });
  const context = runtime.newContext();
  const sandbox: Sandbox = {
    context,
    limits: { timeMs: limits.timeMs, memoryBytes: limits.memoryBytes },
    arm() {
      isInterrupted = false;
      deadline = performance.now() + limits.timeMs;
    },
    wasInterrupted: () => isInterrupted,
  };
  try {
    return use(sandbox);
  } finally {
    context.dispose();
    runtime.dispose();
  }
}

/** Sets LeetCode's `Node` and the priority queues' API generation before the solution loads. */
export function prepareHarness(sandbox: Sandbox, handles: HarnessHandles, source: string) {
  const { context } = sandbox;
  // Code written for the older @datastructures-js API reads `.element` / `.priority` from what it dequeues.
  const isLegacyQueues = /\.(element|priority)\b/.test(source) ? context.true : context.false;
  sandbox.arm();
  const prepare = context.getProp(handles.api, "prepare");
  const result = context.callFunction(prepare, handles.api, handles.plan, isLegacyQueues);
  prepare.dispose();
  if (result.error) {
    result.error.dispose();
    throw new Error("the JavaScript harness could not be prepared");
  }
  result.value.dispose();
}

/**
 * Hands the harness what the solution defined under each name the plan may call. A top-level `class` or
 * `const` is no property of the global object, so each name is read in the solution's own scope; a name
 * it does not define (or that threw while loading) reads as undefined. Names come from validated
 * signatures; the check keeps anything else from being evaluated.
 */
export function bindDefinitions(sandbox: Sandbox, api: QuickJSHandle, plan: CallPlan) {
  const { context } = sandbox;
  const names = [...new Set([...listPlanNames(plan), "Solution"])].filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  const reads = names.map(
    (name) => `${JSON.stringify(name)}: (() => { try { return ${name}; } catch { return undefined; } })()`,
  );
  sandbox.arm();
  const definitions = context.evalCode(`({ ${reads.join(", ")} })`, "bind.js", { type: "global" });
  if (definitions.error) {
    definitions.error.dispose();
    return;
  }
  const bind = context.getProp(api, "bind");
  const result = context.callFunction(bind, api, definitions.value);
  for (const handle of [bind, definitions.value]) handle.dispose();
  if (result.error) result.error.dispose();
  else result.value.dispose();
}

function listPlanNames(plan: CallPlan): string[] {
  switch (plan.kind) {
    case "function":
      return plan.entry.names;
    case "class":
      return plan.classNames;
    case "codec":
      return [...plan.classNames, ...plan.encode, ...plan.decode];
  }
}

/** The harness's functions and the call plan, as handles inside the sandbox. */
export type HarnessHandles = { api: QuickJSHandle; run: QuickJSHandle; takeOutput: QuickJSHandle; plan: QuickJSHandle };
