import type { ReviewRemark } from "@/shared/schemas/code-review";
import type { LintJob, LintReply } from "./lint-messages";

/** The first review downloads a linter (Ruff's WebAssembly is about 11 MB before compression). */
const LINT_TIMEOUT_MS = 60_000;

// One lint worker for the session, started by the first review and kept: the linters load once.
let worker: Worker | null = null;
let nextId = 1;

function getWorker(): Worker {
  worker ??= new Worker(new URL("./lint.worker.ts", import.meta.url), { type: "module", name: "code-linter" });
  return worker;
}

function discardWorker() {
  worker?.terminate();
  worker = null;
}

/** Lints code in the lint worker, never on this thread; rejects with a message the review can show. */
export function lintCode(request: Omit<LintJob, "id">): Promise<ReviewRemark[]> {
  const current = getWorker();
  const id = nextId++;
  return new Promise<ReviewRemark[]>((resolve, reject) => {
    const finish = () => {
      window.clearTimeout(timeout);
      current.removeEventListener("message", onMessage);
      current.removeEventListener("error", onError);
    };
    const timeout = window.setTimeout(() => {
      finish();
      discardWorker();
      reject(new Error("The linter took too long to answer."));
    }, LINT_TIMEOUT_MS);
    const onMessage = (event: MessageEvent<LintReply>) => {
      if (event.data.id !== id) return;
      finish();
      if (event.data.type === "remarks") resolve(event.data.remarks);
      else reject(new Error(event.data.message));
    };
    const onError = (event: ErrorEvent) => {
      finish();
      discardWorker();
      reject(new Error(event.message || "The linter stopped unexpectedly."));
    };
    current.addEventListener("message", onMessage);
    current.addEventListener("error", onError);
    current.postMessage({ id, ...request } satisfies LintJob);
  });
}
