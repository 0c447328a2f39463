import type { TraceValue } from "@/shared/trace/trace-types";
import { getNodeLabel } from "./format-trace-value";
import type { TraceLanguage } from "./trace-languages";
import { resolveValue, type ValueIndex } from "./trace-values";

/** A node of a drawn binary tree: its column (in-order position) and row (depth). */
export type TreeLayoutNode = { id: number; label: string; column: number; depth: number };
export type TreeLayout = {
  nodes: TreeLayoutNode[];
  edges: { from: number; to: number }[];
  columns: number;
  depth: number;
  /** More nodes than `limit`: the rest are left out. */
  isCut: boolean;
};

/** Lays a binary tree out (objects with left and right): each node in its in-order column, one row per level. */
export function layoutTree(root: TraceValue, index: ValueIndex, language: TraceLanguage, limit = 127): TreeLayout {
  const nodes: TreeLayoutNode[] = [];
  const edges: TreeLayout["edges"] = [];
  const seen = new Set<number>();
  let isCut = false;
  let maxDepth = 0;

  const place = (value: TraceValue | undefined, depth: number, parent: number | null) => {
    if (!value) return;
    const node = resolveValue(value, index);
    if (node.kind !== "object" || seen.has(node.id)) return;
    if (seen.size >= limit) {
      isCut = true;
      return;
    }
    seen.add(node.id);
    if (parent !== null) edges.push({ from: parent, to: node.id });
    maxDepth = Math.max(maxDepth, depth);
    place(node.fields.left, depth + 1, node.id);
    nodes.push({ id: node.id, label: getNodeLabel(node, index, language), column: nodes.length, depth });
    place(node.fields.right, depth + 1, node.id);
  };
  place(root, 0, null);
  return { nodes, edges, columns: nodes.length, depth: maxDepth, isCut };
}
