// JavaScript recursion past QuickJS's stack (src/shared/judge/trampoline.ts): what the heap-kept calls
// cost against the same code on QuickJS's own stack, at a depth both can run, and how long the deep
// depths LeetCode's constraints need take. QuickJS in Node, as content:verify and `npm run judge` run it.
import { getQuickJS, type QuickJSWASMModule } from "quickjs-emscripten";
import { judgeJavaScript } from "@/shared/judge/quickjs-judge";
import { TRAMPOLINE_RUNTIME, trampolineSource } from "@/shared/judge/trampoline";
import type { Signature } from "@/shared/schemas/problem-judge";

const SOURCE = "function depth(n) { return n === 0 ? 0 : 1 + depth(n - 1); }";
const RUNS = 5;

export async function benchDeepRecursion() {
  const quickjs = await getQuickJS();
  const rows = [
    { measure: "depth 1,000 on QuickJS's stack (baseline)", ms: time(() => evaluate(quickjs, SOURCE, 1_000, false)) },
    { measure: "depth 1,000 with the calls in the heap", ms: time(() => evaluate(quickjs, SOURCE, 1_000, true)) },
    { measure: "depth 10,000 through the judge (overflow, then heap)", ms: time(() => judge(quickjs, 10_000)) },
    { measure: "depth 40,000 through the judge (overflow, then heap)", ms: time(() => judge(quickjs, 40_000)) },
  ];
  const baseline = rows[0]?.ms ?? 1;
  console.log("\nJavaScript recursion in QuickJS (median of %d):", RUNS);
  console.table(rows.map((row) => ({ ...row, "× baseline": Number((row.ms / baseline).toFixed(1)) })));
}

function evaluate(quickjs: QuickJSWASMModule, source: string, n: number, isTrampolined: boolean) {
  const runtime = quickjs.newRuntime();
  runtime.setMaxStackSize(256 * 1024);
  const context = runtime.newContext();
  const code = isTrampolined ? `${TRAMPOLINE_RUNTIME}\n${trampolineSource(source)}` : source;
  const result = context.evalCode(`${code}\ndepth(${n})`);
  if (result.error) throw new Error(JSON.stringify(context.dump(result.error)));
  result.value.dispose();
  context.dispose();
  runtime.dispose();
}

function judge(quickjs: QuickJSWASMModule, n: number) {
  const signature: Signature = {
    kind: "function",
    name: "depth",
    params: [{ name: "n", type: "int" }],
    returns: "int",
  };
  const report = judgeJavaScript(quickjs, {
    problem: { signature, comparison: "exact", timeLimitMs: 10_000 },
    tests: [{ input: [n], expected: n }],
    source: SOURCE,
  });
  if (report.verdict !== "accepted") throw new Error(`depth ${n}: ${report.verdict}`);
}

function time(action: () => void): number {
  const times = Array.from({ length: RUNS }, () => {
    const started = performance.now();
    action();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return Number((times[Math.floor(RUNS / 2)] ?? 0).toFixed(1));
}
