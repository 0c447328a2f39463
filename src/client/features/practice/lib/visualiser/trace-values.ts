import type { TraceStep, TraceValue } from "@/shared/trace/trace-types";

/** Every list, set, map and object of one step by its id: what a `ref` stands for. */
export type ValueIndex = ReadonlyMap<number, TraceValue>;

/** The values a step shows (every frame's locals and what it returned), indexed by id. */
export function indexStepValues(step: Pick<TraceStep, "stack" | "returned">): ValueIndex {
  const index = new Map<number, TraceValue>();
  const visit = (value: TraceValue) => {
    if (!("id" in value) || value.kind === "ref" || index.has(value.id)) return;
    index.set(value.id, value);
    for (const child of listChildren(value)) visit(child);
  };
  for (const frame of step.stack) for (const [, value] of frame.locals) visit(value);
  if (step.returned) visit(step.returned);
  return index;
}

function listChildren(value: TraceValue): TraceValue[] {
  switch (value.kind) {
    case "list":
    case "set":
      return value.items;
    case "map":
      return value.entries.flat();
    case "object":
      return Object.values(value.fields);
    default:
      return [];
  }
}

/** The value a `ref` stands for (itself when the step does not hold it); any other value as it is. */
export function resolveValue(value: TraceValue, index: ValueIndex): TraceValue {
  return value.kind === "ref" ? (index.get(value.id) ?? value) : value;
}

/** The integer a value holds (a number without a fraction, or an integer too big for a double), else null. */
export function getInteger(value: TraceValue): number | null {
  if (value.kind !== "number") return null;
  if (typeof value.value === "number") return Number.isInteger(value.value) ? value.value : null;
  return /^-?\d+$/.test(value.value) ? Number(value.value) : null;
}

/** A number, string, bool or none: drawn in a cell as it is. */
export function isScalar(value: TraceValue): boolean {
  return value.kind === "number" || value.kind === "string" || value.kind === "bool" || value.kind === "none";
}

const KEY_LIMIT = 4000;

/**
 * A value's contents as one string, refs followed (each container once), to tell whether it changed
 * between two steps. Past a few thousand characters the rest is left out.
 */
export function getValueKey(value: TraceValue, index: ValueIndex): string {
  const seen = new Set<number>();
  let key = "";
  const write = (part: TraceValue) => {
    if (key.length > KEY_LIMIT) return;
    const resolved = resolveValue(part, index);
    if ("id" in resolved && resolved.kind !== "ref") {
      if (seen.has(resolved.id)) {
        key += `@${resolved.id}`;
        return;
      }
      seen.add(resolved.id);
    }
    key += `${resolved.kind}(`;
    if (resolved.kind === "ref") key += resolved.id;
    else if ("value" in resolved) key += JSON.stringify(resolved.value);
    else if (resolved.kind === "function") key += resolved.name;
    else if (resolved.kind === "other") key += JSON.stringify(resolved.text);
    else if (resolved.kind === "object") {
      key += resolved.className;
      for (const [name, field] of Object.entries(resolved.fields)) {
        key += `,${name}=`;
        write(field);
      }
    } else for (const child of listChildren(resolved)) write(child);
    if ("more" in resolved && resolved.more) key += `+${resolved.more}`;
    key += ")";
  };
  write(value);
  return key;
}

/** A judge's JSON value (a test's expected answer) as a TraceValue, to be written as the trace's values are. */
export function fromJson(value: unknown): TraceValue {
  if (value === null || value === undefined) return { kind: "none" };
  if (typeof value === "boolean") return { kind: "bool", value };
  if (typeof value === "number") return { kind: "number", value };
  if (typeof value === "string") return { kind: "string", value };
  if (Array.isArray(value)) return { kind: "list", id: -1, items: value.map(fromJson) };
  if (typeof value === "object")
    return {
      kind: "map",
      id: -1,
      entries: Object.entries(value).map(([key, item]): [TraceValue, TraceValue] => [fromJson(key), fromJson(item)]),
    };
  return { kind: "other", text: String(value) };
}
