import { parentPort } from "node:worker_threads";
import { getQuickJS, type QuickJSWASMModule } from "quickjs-emscripten";
import type { JudgeReport } from "@/shared/judge/judge-report";
import { type JavaScriptJudgeInput, judgeJavaScript } from "@/shared/judge/quickjs-judge";

// The worker thread that proves AI-generated problems (problem-proof-thread.ts starts it): QuickJS is
// synchronous, so judging here keeps the server's event loop free for every other request.

/** What crosses the thread, both ways plain JSON: the judge's input in, its report (or why none) out. */
export type ProofRequest = JavaScriptJudgeInput;
export type ProofReply = { report: JudgeReport } | { error: string };

let quickjs: Promise<QuickJSWASMModule> | undefined;

const port = parentPort;
if (!port) throw new Error("problem-proof.worker runs only as a worker thread");

// One request at a time: the main thread sends the next only after this one's reply.
port.on("message", async (request: ProofRequest) => {
  let reply: ProofReply;
  try {
    // Loaded on the first proof and kept for the worker's life; a failed load is tried again next time.
    quickjs ??= getQuickJS().catch((error: unknown) => {
      quickjs = undefined;
      throw error;
    });
    reply = { report: judgeJavaScript(await quickjs, request) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
