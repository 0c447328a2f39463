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
  // A version per Map and Set, bumped by every method that changes one (and nothing else can), so an
  // unchanged one is known without reading it again.
  const versions = new WeakMap();
  for (const [type, methods] of [[Map, ["set", "delete", "clear"]], [Set, ["add", "delete", "clear"]]]) {
    for (const method of methods) {
      const original = type.prototype[method];
      const counted = {
        [method](...args) {
          if (typeof this === "object" && this !== null) versions.set(this, (versions.get(this) ?? 0) + 1);
          return original.apply(this, args);
        },
      }[method];
      Object.defineProperty(type.prototype, method, { value: counted, writable: true, configurable: true });
    }
  }
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
  // Per stack level, the last drawing of a frame there: its names, function, line, values and indices.
  const drawn = [];
  let outputLength = 0;

  function checkCaps() {
    const size = names.size + values.table.size + locals.size + frames.size + stepsSize;
    if (steps.length >= caps.maxSteps) stopped = { kind: "stopped", reason: "steps", limit: caps.maxSteps };
    else if (size > caps.maxBytes) stopped = { kind: "stopped", reason: "size", limit: caps.maxBytes };
    if (stopped) throw STOP;
  }

  /**
   * A frame's drawing. A variable whose value is the same primitive as at the frame's last step, at the same
   * names, keeps its index; when no index changed, the frame's locals entry is the last one.
   */
  function frameIndex(frame, level) {
    const site = sites[frame.site];
    let read = [];
    try {
      read = frame.read();
    } catch {}
    const last = drawn[level];
    const isSameNames = last !== undefined && last.names === site.namesId;
    const indices = [];
    let isSame = isSameNames;
    for (let i = 0; i < site.names.length; i++) {
      const value = read[i];
      let index;
      if (value === HIDDEN || (i === site.thisAt && (value === undefined || value === globalThis))) index = -1;
      else if (isSameNames && last.raw[i] === value && (typeof value !== "object" || value === null)) index = last.indices[i];
      else index = values.encode(value);
      if (isSame && index !== last.indices[i]) isSame = false;
      indices.push(index);
    }
    const localsIndex = isSame ? last.locals : locals.add(flatLocals(site, indices));
    const isSameFrame = isSame && last.line === site.line && last.function === site.function;
    const frameAt = isSameFrame ? last.frame : frames.add("[" + site.function + "," + site.line + "," + localsIndex + "]");
    drawn[level] = { names: site.namesId, function: site.function, line: site.line, raw: read, indices, locals: localsIndex, frame: frameAt };
    return frameAt;
  }

  function flatLocals(site, indices) {
    const flat = [];
    for (let i = 0; i < indices.length; i++) if (indices[i] >= 0) flat.push(site.nameIndices[i], indices[i]);
    return "[" + flat.join(",") + "]";
  }

  function record(event, extras) {
    checkCaps();
    values.startStep();
    const depth = stack.length;
    const kept = Math.min(depth - FRESH_FRAMES, previous.length - 1);
    const current = kept > 0 ? previous.slice(0, kept) : [];
    for (let level = current.length; level < depth; level++) current.push(frameIndex(stack[level], level));
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

  /** Whether to record: tracing is on, and not already recording (the tracer read a getter, say). */
  function isRecording(depth) {
    if (!isActive || isBusy || depth < 0) return false;
    if (stopped) throw STOP;
    return true;
  }

  return {
    setup(sitesJson) {
      const lists = new Map();
      sites = JSON.parse(sitesJson).map((site) => {
        const key = site.names.join(",");
        if (!lists.has(key)) lists.set(key, lists.size);
        return {
          ...site,
          function: names.name(site.functionName),
          nameIndices: site.names.map((name) => names.name(name)),
          namesId: lists.get(key),
          thisAt: site.names.indexOf("this"),
        };
      });
    },
    start(capsJson) {
      caps = JSON.parse(capsJson);
      values = createTraceValues(caps, names, caps.classNames ?? {}, runtime, versions);
      isActive = true;
    },
    c(site, read) {
      if (!isRecording(0)) return -1;
      isBusy = true;
      try {
        stack.push({ site, read });
        drawn.length = stack.length - 1;
        record(1);
        return stack.length - 1;
      } finally {
        isBusy = false;
      }
    },
    l(site, depth, read) {
      if (!isRecording(depth)) return;
      isBusy = true;
      try {
        stack.length = depth + 1;
        stack[depth] = { site, read };
        record(0);
      } finally {
        isBusy = false;
      }
    },
    r(site, depth, value, read) {
      if (!isRecording(depth)) return value;
      isBusy = true;
      try {
        stack.length = depth + 1;
        stack[depth] = { site, read };
        record(2, { returned: value });
        stack.length = depth;
        drawn.length = depth;
      } finally {
        isBusy = false;
      }
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
