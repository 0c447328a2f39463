/// <reference lib="webworker" />
import RELEASE_SYNC from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant, type QuickJSWASMModule } from "quickjs-emscripten-core";
import { buildCompileErrorReport } from "@/shared/judge/judge-report";
import { judgeJavaScript } from "@/shared/judge/quickjs-judge";
import { transpileSource } from "@/shared/judge/transpile-source";
import { traceJavaScriptJob } from "../trace/javascript-trace-worker";
import type { JavaScriptJob, JavaScriptReply, TraceJob } from "./runner-messages";

/**
 * The JavaScript and TypeScript runner (a module Web Worker): users' code runs inside QuickJS compiled
 * to WebAssembly, never through eval, so the page's CSP needs only 'wasm-unsafe-eval'
 * (docs/decisions/003-javascript-runs-in-quickjs.md). QuickJS interrupts a test at its deadline
 * itself, so this worker stays alive across runs; the page ends it only if it stops answering.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (reply: JavaScriptReply) => scope.postMessage(reply);

// The release build with its .wasm as a separate file: Vite emits it as a hashed asset of our origin.
// Imported from quickjs-emscripten's own parts (installed with it, same version): its index module
// names all four builds, and the bundler would emit every build's .wasm into the client.
const quickjsReady: Promise<QuickJSWASMModule> = newQuickJSWASMModuleFromVariant(RELEASE_SYNC);
quickjsReady.then(
  () => post({ type: "ready" }),
  (error: unknown) => post({ type: "failed", message: `QuickJS did not load: ${String(error)}` }),
);

scope.addEventListener("message", async (event: MessageEvent<JavaScriptJob | TraceJob>) => {
  if (event.data.type === "trace") return post(traceJavaScriptJob(await quickjsReady, event.data));
  const { id, language, code, problem, tests } = event.data;
  const quickjs = await quickjsReady;
  const transpiled = transpileSource(code, language);
  const report =
    "compileError" in transpiled
      ? buildCompileErrorReport(tests, transpiled.compileError)
      : judgeJavaScript(quickjs, { problem, tests, source: transpiled.code });
  post({ id, type: "report", report });
});
