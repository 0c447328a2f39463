import type { TraceValue } from "@/shared/trace/trace-types";
import { getInteger, isScalar, resolveValue, type ValueIndex } from "./trace-values";

/** How the visualiser draws a variable's value. */
export type PictureKind =
  | "array"
  | "stack"
  | "queue"
  | "grid"
  | "map"
  | "set"
  | "linked-list"
  | "tree"
  | "graph"
  | "adjacency-list"
  | "adjacency-map"
  | "text";

const STACK_NAME = /stack/i;
const QUEUE_NAME = /queue|^d?q$/i;
const ADJACENCY_NAME = /adj|graph|neighbo/i;

/** The picture for a variable: by the value's shape, and for a list also by its name (stack, queue, graph). */
export function classifyValue(name: string, value: TraceValue, index: ValueIndex): PictureKind {
  const resolved = resolveValue(value, index);
  switch (resolved.kind) {
    case "list":
      return classifyList(name, resolved, index);
    case "set":
      return "set";
    case "map":
      return isAdjacencyMap(resolved, index) ? "adjacency-map" : "map";
    case "object":
      return classifyObject(resolved.fields);
    default:
      return "text";
  }
}

type ListValue = Extract<TraceValue, { kind: "list" }>;

function classifyList(name: string, list: ListValue, index: ValueIndex): PictureKind {
  if (list.label === "deque" || QUEUE_NAME.test(name)) return "queue";
  if (STACK_NAME.test(name)) return "stack";
  const rows = list.items.map((item) => resolveValue(item, index));
  const isTable =
    rows.length > 0 && rows.every((row) => row.kind === "list" && row.items.length > 0 && row.items.every(isScalar));
  if (!isTable) return "array";
  const isAdjacency =
    ADJACENCY_NAME.test(name) &&
    rows.every(
      (row) =>
        row.kind === "list" &&
        row.items.every((item) => {
          const target = getInteger(item);
          return target !== null && target >= 0 && target < rows.length;
        }),
    );
  return isAdjacency ? "adjacency-list" : "grid";
}

function classifyObject(fields: Record<string, TraceValue>): PictureKind {
  if ("left" in fields || "right" in fields) return "tree";
  if ("next" in fields) return "linked-list";
  if ("neighbors" in fields) return "graph";
  return "text";
}

/** A map from each node to a list or set of nodes that are all keys of the map: a graph's adjacency. */
function isAdjacencyMap(map: Extract<TraceValue, { kind: "map" }>, index: ValueIndex): boolean {
  if (map.entries.length === 0 || map.more) return false;
  const keys = new Set(map.entries.map(([key]) => scalarKey(key)));
  let edges = 0;
  for (const [, value] of map.entries) {
    const targets = resolveValue(value, index);
    if (targets.kind !== "list" && targets.kind !== "set") return false;
    for (const target of targets.items) {
      if (!isScalar(target) || !keys.has(scalarKey(target))) return false;
      edges++;
    }
  }
  return edges > 0;
}

/** A scalar's identity as a map key: kind and value, so 1 and "1" differ. */
export function scalarKey(value: TraceValue): string {
  return "value" in value ? `${value.kind}:${String(value.value)}` : value.kind;
}
