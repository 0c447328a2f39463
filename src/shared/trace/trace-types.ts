// The step-through visualiser's contract: what a tracer (Python through sys.settrace in Pyodide,
// JavaScript and TypeScript in QuickJS) records of one run of the user's code on one input, and what the
// visualiser reads back, one step at a time. A tracer may store its steps in any compact form (deltas
// from the previous step, shared values); `TraceReader` is how everything else reads them.

/** A value as the visualiser draws it. Containers and objects carry an `id`, stable for the whole trace. */
export type TraceValue =
  | { kind: "none" }
  | { kind: "bool"; value: boolean }
  | { kind: "number"; value: number | string }
  | { kind: "string"; value: string }
  /** A list, tuple or array; `more` counts the items past the ones recorded (long values are cut). */
  | { kind: "list"; id: number; items: TraceValue[]; more?: number; label?: "tuple" | "deque" }
  | { kind: "set"; id: number; items: TraceValue[]; more?: number }
  | { kind: "map"; id: number; entries: [TraceValue, TraceValue][]; more?: number }
  /** A ListNode, TreeNode, graph Node or any object with fields (a class instance of the user's). */
  | { kind: "object"; id: number; className: string; fields: Record<string, TraceValue> }
  /** An object or container already drawn elsewhere in the same step (shared, or a cycle). */
  | { kind: "ref"; id: number }
  | { kind: "function"; name: string }
  /** Anything else, as its short text. */
  | { kind: "other"; text: string };

/** One call on the stack: the function, the line it is at, and its local variables in definition order. */
export type TraceFrame = { functionName: string; line: number; locals: [name: string, value: TraceValue][] };

/** What happened at a step: a line about to run, a call entered, a value returned, an exception raised. */
export type TraceEvent = "line" | "call" | "return" | "exception";

/** One step of the run, whole: the innermost frame is last in `stack`. */
export type TraceStep = {
  event: TraceEvent;
  /** The line of the user's code (1-based, as the editor numbers it). */
  line: number;
  stack: TraceFrame[];
  /** At a "return", what the innermost frame returned; at an "exception", its message. */
  returned?: TraceValue;
  exception?: string;
  /** Everything the code printed up to this step. */
  output: string;
};

/** How the run ended. */
export type TraceOutcome =
  | { kind: "returned"; value: TraceValue }
  | { kind: "error"; message: string; line?: number }
  /** The code did not compile or parse. */
  | { kind: "compile-error"; message: string; line?: number; column?: number }
  /** Past a cap the trace stops: the steps recorded so far are kept and can be stepped through. */
  | { kind: "stopped"; reason: "steps" | "size" | "time"; limit: number };

/** Reads a recorded trace step by step (random access: forward, back, scrub). */
export type TraceReader = {
  stepCount: number;
  step(index: number): TraceStep;
  outcome: TraceOutcome;
  /** The first step at or after `from` whose line is `line` (jump to a line), or null. */
  findLine(line: number, from: number): number | null;
};
