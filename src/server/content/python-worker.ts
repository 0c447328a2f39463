/**
 * The worker thread that hosts Pyodide, as source for `new Worker(source, { eval: true })`: Python
 * runs synchronously, so only a second thread can stop a runaway test (through Pyodide's interrupt
 * buffer). It loads Pyodide and the harness once, then answers `{ id, action, args }` messages by
 * calling the harness's load/run/drop with string arguments.
 */
export const PYTHON_WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  const { loadPyodide } = await import(workerData.pyodideUrl);
  const pyodide = await loadPyodide({ indexURL: workerData.indexURL, stdout: () => {}, stderr: () => {} });
  pyodide.setInterruptBuffer(new Int32Array(workerData.interruptBuffer));
  const harness = pyodide.globals.get("dict")();
  pyodide.runPython(workerData.harness, { globals: harness });
  const actions = { load: harness.get("load"), run: harness.get("run"), drop: harness.get("drop") };
  parentPort.on("message", ({ id, action, args }) => {
    try {
      parentPort.postMessage({ id, value: actions[action](...args) });
    } catch (error) {
      const isInterrupted = Boolean(error && error.type === "KeyboardInterrupt");
      parentPort.postMessage({ id, isInterrupted, error: String((error && error.message) || error) });
    }
  });
  parentPort.postMessage({ ready: true });
})().catch((error) => parentPort.postMessage({ failed: String((error && error.stack) || error) }));
`;
