// How a tracer stores a trace (the Python tracer in Pyodide, the JavaScript one in QuickJS), read back by
// read-trace.ts. Everything is interned in tables and referred to by index, so a step stores only what
// changed: a value, a frame's locals or a frame seen before costs one number.
//
// - `names`: function, variable, class and field names.
// - `values`: each distinct value once, as a tagged array (ValueTag); a container holds its items' indices
//   and keeps its `id` for the whole trace (a new version of it is a new entry with the same id).
// - `locals`: a frame's variables, flat: [nameIndex, valueIndex, nameIndex, valueIndex, ...].
// - `frames`: [functionNameIndex, line, localsIndex].
// - `steps`: [event, depth, level, frameIndex, level, frameIndex, ..., extras?]: the stack is the previous
//   step's cut to `depth` frames, with the frame at each listed level replaced.
// - `output`: everything printed; a step's `o` is how much of it was printed by then (when it changed).

import type { TraceEvent, TraceOutcome } from "./trace-types";

export const TRACE_FORMAT_VERSION = 1;

export const TRACE_EVENTS: readonly TraceEvent[] = ["line", "call", "return", "exception"];

export const ValueTag = {
  none: 0,
  bool: 1,
  number: 2,
  string: 3,
  list: 4,
  set: 5,
  map: 6,
  object: 7,
  ref: 8,
  function: 9,
  other: 10,
} as const;

/** A list's label: 0 none, 1 tuple, 2 deque. */
export const LIST_LABELS = [undefined, "tuple", "deque"] as const;

export type EncodedValue =
  | [typeof ValueTag.none]
  | [typeof ValueTag.bool, 0 | 1]
  | [typeof ValueTag.number, number | string]
  | [typeof ValueTag.string, string]
  /** [tag, id, items, more, label] (more and label may be left off when 0). */
  | [typeof ValueTag.list, number, number[], number?, number?]
  | [typeof ValueTag.set, number, number[], number?]
  /** [tag, id, [key, value, key, value, ...], more] */
  | [typeof ValueTag.map, number, number[], number?]
  /** [tag, id, classNameIndex, [fieldNameIndex, valueIndex, ...]] */
  | [typeof ValueTag.object, number, number, number[]]
  | [typeof ValueTag.ref, number]
  | [typeof ValueTag.function, string]
  | [typeof ValueTag.other, string];

/** r: the returned value's index; x: the exception's message; o: the output's length when it changed. */
export type StepExtras = { r?: number; x?: string; o?: number };
export type EncodedStep = (number | StepExtras)[];

/** A returned outcome holds its value's index; the others are as TraceOutcome says. */
export type EncodedOutcome = { kind: "returned"; value: number } | Exclude<TraceOutcome, { kind: "returned" }>;

export type EncodedTrace = {
  v: typeof TRACE_FORMAT_VERSION;
  names: string[];
  values: EncodedValue[];
  locals: number[][];
  frames: [functionName: number, line: number, locals: number][];
  steps: EncodedStep[];
  output: string;
  outcome: EncodedOutcome;
};

/**
 * The caps of one traced run, the same for both tracers. A step holds every frame's locals, so what one
 * value may draw is bounded: items of a container, characters of a string, nesting, values per step.
 */
export type TraceCaps = {
  /** Steps recorded; past it the run stops ("steps"). */
  maxSteps: number;
  /** The encoded trace's size in characters (its JSON); past it the run stops ("size"). */
  maxBytes: number;
  /** Wall-clock time of the traced run; past it the run stops ("time"). */
  timeLimitMs: number;
  /** Items drawn of a list, set or map (the rest are counted in `more`), fields of an object. */
  maxItems: number;
  /** Characters of a string (the rest are cut, with "…"). */
  maxStringChars: number;
  /** How deep values nest (a linked list's nodes count one level each): deeper ones are drawn as "…". */
  maxDepth: number;
  /** Containers and objects drawn per step, all frames together: the rest are drawn as "…". */
  maxValuesPerStep: number;
};

/**
 * 100,000 steps record in seconds in both tracers (bench/trace.ts) and take about 9 MB encoded on a loop
 * with a growing map; 32 MB leaves room for wider frames. 100 items of a container and 200 characters of
 * a string are more than a picture of them shows.
 */
export const DEFAULT_TRACE_CAPS: Omit<TraceCaps, "timeLimitMs"> = {
  maxSteps: 100_000,
  maxBytes: 32 * 1024 * 1024,
  maxItems: 100,
  maxStringChars: 200,
  maxDepth: 100,
  maxValuesPerStep: 2_000,
};

/** A trace of no steps that ends with an outcome (a compile error, a run stopped before its first step). */
export function encodeOutcomeOnly(outcome: Exclude<TraceOutcome, { kind: "returned" }>): string {
  const trace: EncodedTrace = {
    v: TRACE_FORMAT_VERSION,
    names: [],
    values: [],
    locals: [],
    frames: [],
    steps: [],
    output: "",
    outcome,
  };
  return JSON.stringify(trace);
}

/**
 * What recording one step may cost, on top of the code's own time: the tracers measured 50 to 90 µs of CPU
 * per step on a loop drawing a 1,000-item list and map, on a busy 2-core machine (bench/trace.ts).
 */
export const TRACE_STEP_ALLOWANCE_MS = 0.06;

/**
 * The caps of a traced run under a problem's time limit. Tracing costs hundreds of times the code's own
 * time, so the traced run's wall-clock limit is the problem's limit for the code plus the recording's
 * allowance for the step cap: a run that long is stopped by the step cap first, an endless one still stops.
 */
export function getTraceCaps(problemTimeLimitMs: number): TraceCaps {
  const timeLimitMs = problemTimeLimitMs + Math.round(DEFAULT_TRACE_CAPS.maxSteps * TRACE_STEP_ALLOWANCE_MS);
  return { ...DEFAULT_TRACE_CAPS, timeLimitMs };
}
