import type { TraceValue } from "@/shared/trace/trace-types";
import { formatTraceValue, getNodeLabel } from "./format-trace-value";
import type { TraceLanguage } from "./trace-languages";
import { getValueKey, resolveValue, type ValueIndex } from "./trace-values";

export type GraphNode = { key: string; label: string };
export type GraphEdge = { from: string; to: string; isDirected: boolean };
export type Graph = { nodes: GraphNode[]; edges: GraphEdge[]; isCut: boolean };

const NODE_LIMIT = 40;

/** A graph of node objects from `start` along their `neighbors`, breadth first. */
export function readNodeGraph(start: TraceValue, index: ValueIndex, language: TraceLanguage): Graph {
  const nodes: GraphNode[] = [];
  const arcs: [string, string][] = [];
  const queue = [resolveValue(start, index)];
  const seen = new Set<number>();
  let isCut = false;
  for (let node = queue.shift(); node; node = queue.shift()) {
    if (node.kind !== "object" || seen.has(node.id)) continue;
    if (seen.size >= NODE_LIMIT) {
      isCut = true;
      break;
    }
    seen.add(node.id);
    nodes.push({ key: `#${node.id}`, label: getNodeLabel(node, index, language) });
    const neighbors = resolveValue(node.fields.neighbors ?? { kind: "none" }, index);
    if (neighbors.kind !== "list" && neighbors.kind !== "set") continue;
    for (const neighbor of neighbors.items) {
      const target = resolveValue(neighbor, index);
      if (target.kind !== "object") continue;
      arcs.push([`#${node.id}`, `#${target.id}`]);
      queue.push(target);
    }
  }
  return { nodes, edges: joinArcs(arcs, new Set(nodes.map((node) => node.key))), isCut };
}

/** A graph from an adjacency list (node i's neighbours at position i) or an adjacency map. */
export function readAdjacency(value: TraceValue, index: ValueIndex, language: TraceLanguage): Graph {
  const resolved = resolveValue(value, index);
  const rows: [TraceValue, TraceValue][] =
    resolved.kind === "map"
      ? resolved.entries
      : resolved.kind === "list"
        ? resolved.items.map((item, position) => [{ kind: "number", value: position }, item])
        : [];
  const shown = rows.slice(0, NODE_LIMIT);
  const keyOf = (node: TraceValue) => getValueKey(node, index);
  const nodes = shown.map(([node]) => ({ key: keyOf(node), label: formatTraceValue(node, index, language, 12) }));
  const arcs = shown.flatMap(([node, targets]) => {
    const list = resolveValue(targets, index);
    const items = list.kind === "list" || list.kind === "set" ? list.items : [];
    return items.map((target): [string, string] => [keyOf(node), keyOf(target)]);
  });
  return {
    nodes,
    edges: joinArcs(arcs, new Set(nodes.map((node) => node.key))),
    isCut: rows.length > shown.length,
  };
}

/** One edge per pair of nodes: undirected when both directions are there, else an arrow. */
function joinArcs(arcs: [string, string][], keys: ReadonlySet<string>): GraphEdge[] {
  const all = new Set(arcs.map(([from, to]) => `${from}→${to}`));
  const edges: GraphEdge[] = [];
  const drawn = new Set<string>();
  for (const [from, to] of arcs) {
    if (!keys.has(from) || !keys.has(to) || drawn.has(`${from}→${to}`)) continue;
    const isDirected = !all.has(`${to}→${from}`);
    drawn.add(`${from}→${to}`);
    if (!isDirected) drawn.add(`${to}→${from}`);
    edges.push({ from, to, isDirected });
  }
  return edges;
}

/** Node centres on a circle big enough for `count` labelled nodes, in a square of the returned size. */
export function placeOnCircle(count: number, nodeRadius: number): { size: number; points: { x: number; y: number }[] } {
  const radius = count <= 1 ? 0 : Math.max(nodeRadius * 2.5, (count * nodeRadius * 2.6) / (2 * Math.PI));
  const size = 2 * (radius + nodeRadius + 4);
  const centre = size / 2;
  const points = Array.from({ length: count }, (_, position) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * position) / count;
    return { x: centre + radius * Math.cos(angle), y: centre + radius * Math.sin(angle) };
  });
  return { size, points };
}
