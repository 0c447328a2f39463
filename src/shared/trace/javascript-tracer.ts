import { JAVASCRIPT_TRACE_VALUES } from "./javascript-trace-values";

/**
 * The JavaScript tracer inside QuickJS, evaluated after the harness (javascript-harness.ts) and before the
 * instrumented solution (instrument-javascript.ts), whose calls it answers: `c` on a function's entry
 * (its depth on the stack is the answer), `l` before a statement, `r` at a return, `g` for a guarded read,
 * `k` in every catch (a stopped run is not the user's to catch). It keeps its own stack of the user's
 * frames; a frame left by an exception is dropped at its caller's next step. Inactive until `start`, so
 * the solution's loading is not traced. Past a cap it throws STOP at every call; `finish` answers the
 * encoded trace.
 */
export const JAVASCRIPT_TRACER = `
globalThis.__trace = (() => {
${JAVASCRIPT_TRACE_VALUES}
  const api = globalThis.__preppilot;
  const runtime = {
    deques: [globalThis.Queue, globalThis.Deque],
    heaps: [globalThis.PriorityQueue, globalThis.MinPriorityQueue, globalThis.MaxPriorityQueue],
  };
  // Frames below this many from the top keep their last drawing: deep recursion costs no more per step.
  const FRESH_FRAMES = 32;
  const HIDDEN = Object.freeze({});
  const STOP = Object.freeze({ name: "TraceStopped" });
  const names = createTraceTable();
  const locals = createTraceTable();
  const frames = createTraceTable();
  const steps = [];
  let stepsSize = 0;
  let sites = [];
  let caps = null;
  let values = null;
  let isActive = false;
  let isBusy = false;
  let stopped = null;
  let stack = [];
  let previous = [];
  let outputLength = 0;

  function checkCaps() {
    const size = names.size + values.table.size + locals.size + frames.size + stepsSize;
    if (steps.length >= caps.maxSteps) stopped = { kind: "stopped", reason: "steps", limit: caps.maxSteps };
    else if (size > caps.maxBytes) stopped = { kind: "stopped", reason: "size", limit: caps.maxBytes };
    if (stopped) throw STOP;
  }

  function frameIndex(frame) {
    const site = sites[frame.site];
    let read = [];
    try {
      read = frame.read();
    } catch {}
    const flat = [];
    for (let i = 0; i < site.names.length; i++) {
      const value = read[i];
      const name = site.names[i];
      if (value === HIDDEN || (name === "this" && (value === undefined || value === globalThis))) continue;
      flat.push(names.name(name), values.encode(value));
    }
    const localsIndex = locals.add("[" + flat.join(",") + "]");
    return frames.add("[" + names.name(site.functionName) + "," + site.line + "," + localsIndex + "]");
  }

  function record(event, extras) {
    checkCaps();
    values.startStep();
    const depth = stack.length;
    const kept = Math.min(depth - FRESH_FRAMES, previous.length - 1);
    const current = kept > 0 ? previous.slice(0, kept) : [];
    for (let level = current.length; level < depth; level++) current.push(frameIndex(stack[level]));
    let text = "[" + event + "," + depth;
    for (let level = 0; level < depth; level++) {
      if (level >= previous.length || previous[level] !== current[level]) text += "," + level + "," + current[level];
    }
    previous = current;
    const more = [];
    if (extras && "returned" in extras) more.push('"r":' + values.encode(extras.returned));
    if (extras && "exception" in extras) more.push('"x":' + JSON.stringify(extras.exception));
    const length = api.outputLength();
    if (length !== outputLength) {
      outputLength = length;
      more.push('"o":' + length);
    }
    if (more.length > 0) text += ",{" + more.join(",") + "}";
    text += "]";
    steps.push(text);
    stepsSize += text.length + 1;
  }

  /** Runs a step unless tracing is off or the tracer itself is running (a getter it read, say). */
  function guarded(depth, run) {
    if (!isActive || isBusy || depth < 0) return false;
    if (stopped) throw STOP;
    isBusy = true;
    try {
      run();
    } finally {
      isBusy = false;
    }
    return true;
  }

  return {
    setup(sitesJson) {
      sites = JSON.parse(sitesJson);
    },
    start(capsJson) {
      caps = JSON.parse(capsJson);
      values = createTraceValues(caps, names, caps.classNames ?? {}, runtime);
      isActive = true;
    },
    c(site, read) {
      let depth = -1;
      guarded(0, () => {
        stack.push({ site, read });
        record(1);
        depth = stack.length - 1;
      });
      return depth;
    },
    l(site, depth, read) {
      guarded(depth, () => {
        stack.length = depth + 1;
        stack[depth] = { site, read };
        record(0);
      });
    },
    r(site, depth, value, read) {
      guarded(depth, () => {
        stack.length = depth + 1;
        stack[depth] = { site, read };
        record(2, { returned: value });
        stack.length = depth;
      });
      return value;
    },
    g(read) {
      try {
        return read();
      } catch {
        return HIDDEN;
      }
    },
    k(error) {
      if (error === STOP) throw error;
    },
    /** The outcome of a run that stopped at a cap, as JSON, or "" if it did not. */
    stoppedOutcome() {
      return stopped ? JSON.stringify(stopped) : "";
    },
    /** The step of an exception that ended the run, on the frames it left. */
    fail(message) {
      isBusy = false;
      if (!isActive || stopped || stack.length === 0) return;
      try {
        record(3, { exception: message });
      } catch {}
    },
    finish(outcomeJson, output) {
      isActive = false;
      const outcome = JSON.parse(outcomeJson);
      if (outcome.kind === "returned") {
        values.startStep();
        outcome.value = values.encode(outcome.actual);
        delete outcome.actual;
      }
      return '{"v":1,"names":' + names.dump() + ',"values":' + values.table.dump() + ',"locals":' + locals.dump() +
        ',"frames":' + frames.dump() + ',"steps":[' + steps.join(",") + '],"output":' + JSON.stringify(output) +
        ',"outcome":' + JSON.stringify(outcome) + "}";
    },
  };
})();
`;
