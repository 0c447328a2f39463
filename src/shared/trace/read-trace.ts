import {
  type EncodedStep,
  type EncodedTrace,
  LIST_LABELS,
  type StepExtras,
  TRACE_EVENTS,
  TRACE_FORMAT_VERSION,
  ValueTag,
} from "./trace-format";
import type { TraceFrame, TraceOutcome, TraceReader, TraceStep, TraceValue } from "./trace-types";

/** Steps between two keyframes: reading any step replays at most this many steps' changes (1: none). */
export const KEYFRAME_INTERVAL = 64;

type Replay = { interval: number; lines: Int32Array; outputs: Int32Array; keyframes: number[][] };

/**
 * Reads an encoded trace (trace-format.ts): one pass over its steps keeps the stack every
 * KEYFRAME_INTERVAL steps, each step's line and output length, so any step is rebuilt whole from the
 * keyframe before it (random access for the slider's scrubbing) and findLine needs no rebuilding at all.
 */
export function readTrace(encoded: string | EncodedTrace, keyframeInterval = KEYFRAME_INTERVAL): TraceReader {
  const trace = typeof encoded === "string" ? (JSON.parse(encoded) as EncodedTrace) : encoded;
  if (trace.v !== TRACE_FORMAT_VERSION) throw new Error(`Unknown trace format ${String(trace.v)}.`);
  const replay = replaySteps(trace, Math.max(1, Math.floor(keyframeInterval)));
  const stepCount = trace.steps.length;
  return {
    stepCount,
    outcome: readOutcome(trace),
    step(index) {
      if (!Number.isInteger(index) || index < 0 || index >= stepCount) {
        throw new RangeError(`No step ${index} (the trace has ${stepCount}).`);
      }
      return buildStep(trace, replay, index);
    },
    findLine(line, from) {
      for (let index = Math.max(0, from); index < stepCount; index++) if (replay.lines[index] === line) return index;
      return null;
    },
  };
}

function replaySteps(trace: EncodedTrace, interval: number): Replay {
  const count = trace.steps.length;
  const replay: Replay = { interval, lines: new Int32Array(count), outputs: new Int32Array(count), keyframes: [] };
  const stack: number[] = [];
  let output = 0;
  for (let index = 0; index < count; index++) {
    const step = trace.steps[index] as EncodedStep;
    applyStep(stack, step);
    output = readExtras(step)?.o ?? output;
    replay.outputs[index] = output;
    replay.lines[index] = lineOf(trace, stack);
    if (index % interval === 0) replay.keyframes.push([...stack]);
  }
  return replay;
}

/** Cuts the stack to the step's depth and puts in the frames it changed. */
function applyStep(stack: number[], step: EncodedStep) {
  stack.length = step[1] as number;
  for (let at = 2; at + 1 < step.length; at += 2) {
    const level = step[at];
    const frame = step[at + 1];
    if (typeof level !== "number" || typeof frame !== "number") break;
    stack[level] = frame;
  }
}

function readExtras(step: EncodedStep): StepExtras | undefined {
  const last = step[step.length - 1];
  return typeof last === "object" ? last : undefined;
}

function lineOf(trace: EncodedTrace, stack: number[]): number {
  const innermost = stack[stack.length - 1];
  return innermost === undefined ? 0 : (trace.frames[innermost]?.[1] ?? 0);
}

function buildStep(trace: EncodedTrace, replay: Replay, index: number): TraceStep {
  const keyframe = Math.floor(index / replay.interval);
  const stack = [...(replay.keyframes[keyframe] ?? [])];
  for (let at = keyframe * replay.interval + 1; at <= index; at++) applyStep(stack, trace.steps[at] as EncodedStep);
  const encoded = trace.steps[index] as EncodedStep;
  const extras = readExtras(encoded);
  // A container already drawn in this step (in an outer frame, or earlier in the same one) is a ref. Drawn is
  // by version (value index): a frame far down the stack may keep an older drawing of a container.
  const drawn = new Set<number>();
  const frames = stack.map((frameIndex) => buildFrame(trace, frameIndex, drawn));
  return {
    event: TRACE_EVENTS[encoded[0] as number] ?? "line",
    line: replay.lines[index] ?? 0,
    stack: frames,
    // Drawn whole, not as a ref to the local it came from (cycles in it are still refs).
    ...(extras?.r === undefined ? {} : { returned: buildValue(trace, extras.r, new Set()) }),
    ...(extras?.x === undefined ? {} : { exception: extras.x }),
    output: trace.output.slice(0, replay.outputs[index]),
  };
}

function buildFrame(trace: EncodedTrace, frameIndex: number, drawn: Set<number>): TraceFrame {
  const [functionName, line, localsIndex] = trace.frames[frameIndex] ?? [0, 0, 0];
  const flat = trace.locals[localsIndex] ?? [];
  const locals: TraceFrame["locals"] = [];
  for (let at = 0; at + 1 < flat.length; at += 2) {
    locals.push([trace.names[flat[at] as number] ?? "?", buildValue(trace, flat[at + 1] as number, drawn)]);
  }
  return { functionName: trace.names[functionName] ?? "?", line, locals };
}

function buildValue(trace: EncodedTrace, index: number, drawn: Set<number>): TraceValue {
  const node = trace.values[index];
  if (node === undefined) return { kind: "other", text: "?" };
  if (node[0] >= ValueTag.list && node[0] <= ValueTag.object) {
    if (drawn.has(index)) return { kind: "ref", id: node[1] as number };
    drawn.add(index);
  }
  switch (node[0]) {
    case ValueTag.none:
      return { kind: "none" };
    case ValueTag.bool:
      return { kind: "bool", value: node[1] === 1 };
    case ValueTag.number:
      return { kind: "number", value: node[1] };
    case ValueTag.string:
      return { kind: "string", value: node[1] };
    case ValueTag.ref:
      return { kind: "ref", id: node[1] };
    case ValueTag.function:
      return { kind: "function", name: node[1] };
    case ValueTag.other:
      return { kind: "other", text: node[1] };
    default:
      return buildContainer(trace, node, drawn);
  }
}

type ContainerNode = Extract<EncodedTrace["values"][number], [4 | 5 | 6 | 7, ...unknown[]]>;

function buildContainer(trace: EncodedTrace, node: ContainerNode, drawn: Set<number>): TraceValue {
  const id = node[1];
  const items = (indices: number[]) => indices.map((index) => buildValue(trace, index, drawn));
  const more = (count: number | undefined) => (count ? { more: count } : {});
  switch (node[0]) {
    case ValueTag.list: {
      const label = LIST_LABELS[node[4] ?? 0];
      return { kind: "list", id, items: items(node[2]), ...more(node[3]), ...(label ? { label } : {}) };
    }
    case ValueTag.set:
      return { kind: "set", id, items: items(node[2]), ...more(node[3]) };
    case ValueTag.map: {
      const entries: [TraceValue, TraceValue][] = [];
      const flat = node[2];
      for (let at = 0; at + 1 < flat.length; at += 2) {
        const key = buildValue(trace, flat[at] as number, drawn);
        entries.push([key, buildValue(trace, flat[at + 1] as number, drawn)]);
      }
      return { kind: "map", id, entries, ...more(node[3]) };
    }
    case ValueTag.object: {
      const fields: Record<string, TraceValue> = {};
      const flat = node[3];
      for (let at = 0; at + 1 < flat.length; at += 2) {
        fields[trace.names[flat[at] as number] ?? "?"] = buildValue(trace, flat[at + 1] as number, drawn);
      }
      return { kind: "object", id, className: trace.names[node[2]] ?? "?", fields };
    }
  }
}

function readOutcome(trace: EncodedTrace): TraceOutcome {
  const { outcome } = trace;
  if (outcome.kind !== "returned") return outcome;
  return { kind: "returned", value: buildValue(trace, outcome.value, new Set()) };
}
