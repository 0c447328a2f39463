import type { QuickJSWASMModule } from "quickjs-emscripten";
import { DEFAULT_TIME_LIMIT_MS } from "@/shared/judge/limits";
import { traceJavaScript } from "@/shared/trace/quickjs-trace";
import { encodeOutcomeOnly, getTraceCaps } from "@/shared/trace/trace-format";
import type { JavaScriptReply, TraceJob } from "../judge/runner-messages";

// The JavaScript worker's side of a trace job (../judge/javascript.worker.ts dispatches here).

/** Traces JavaScript or TypeScript in a QuickJS runtime of its own (QuickJS interrupts it at the limit). */
export function traceJavaScriptJob(quickjs: QuickJSWASMModule, job: TraceJob): JavaScriptReply {
  const { id, code, problem, input } = job;
  const language = job.language === "typescript" ? "typescript" : "javascript";
  try {
    return {
      id,
      type: "trace",
      encoded: traceJavaScript(
        quickjs,
        { language, code, problem, input },
        getTraceCaps(job.problem.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS),
      ),
    };
  } catch (error) {
    return { id, type: "trace", encoded: encodeOutcomeOnly({ kind: "error", message: String(error) }) };
  }
}
