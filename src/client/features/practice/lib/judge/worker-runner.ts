// A language's Web Worker with its readiness, for the code runner (code-runner.ts): one per language for
// the session, replaced by a fresh one after any failure.

export type Runner<Reply> = {
  worker: Worker;
  ready: Promise<void>;
  isReady: boolean;
  onReply: (listener: (reply: Reply) => void) => () => void;
};

/** A worker plus a promise for its readiness; any failure message ends it so the next use starts afresh. */
export function startRunner<Reply extends { type: string }>(
  create: () => Worker,
  isReady: (reply: Reply) => boolean,
  discard: () => void,
): Runner<Reply> {
  const worker = create();
  const listenersOfWorker = new Set<(reply: Reply) => void>();
  const ready = new Promise<void>((resolve, reject) => {
    worker.addEventListener("message", (event: MessageEvent<Reply>) => {
      const reply = event.data;
      if (isReady(reply)) resolve();
      if (reply.type === "failed") {
        const message = (reply as { message?: string }).message ?? "The runner failed.";
        reject(new Error(message));
        discard();
      }
      for (const listener of listenersOfWorker) listener(reply);
    });
    worker.addEventListener("error", (event) => {
      const message = event.message || "The runner stopped unexpectedly.";
      reject(new Error(message));
      discard();
      for (const listener of listenersOfWorker) listener({ type: "failed", message } as unknown as Reply);
    });
  });
  const runner: Runner<Reply> = {
    worker,
    ready,
    isReady: false,
    onReply(listener) {
      listenersOfWorker.add(listener);
      return () => listenersOfWorker.delete(listener);
    },
  };
  // A rejection nobody awaits yet (a preload) must not surface as an unhandled error.
  ready.then(
    () => {
      runner.isReady = true;
    },
    () => {},
  );
  return runner;
}
