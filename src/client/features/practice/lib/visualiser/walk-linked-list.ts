import type { TraceValue } from "@/shared/trace/trace-types";
import { getNodeLabel } from "./format-trace-value";
import type { TraceLanguage } from "./trace-languages";
import { resolveValue, type ValueIndex } from "./trace-values";

export type LinkedListNode = { id: number; label: string };

/**
 * A linked list from `head` along `next`: its nodes in order, the position `next` leads back to when the
 * list has a cycle, and whether it was cut at `limit` nodes.
 */
export type LinkedListWalk = { nodes: LinkedListNode[]; cycleTo: number | null; isCut: boolean };

export function walkLinkedList(
  head: TraceValue,
  index: ValueIndex,
  language: TraceLanguage,
  limit = 30,
): LinkedListWalk {
  const nodes: LinkedListNode[] = [];
  const positions = new Map<number, number>();
  let current = resolveValue(head, index);
  while (current.kind === "object") {
    const seenAt = positions.get(current.id);
    if (seenAt !== undefined) return { nodes, cycleTo: seenAt, isCut: false };
    if (nodes.length >= limit) return { nodes, cycleTo: null, isCut: true };
    positions.set(current.id, nodes.length);
    nodes.push({ id: current.id, label: getNodeLabel(current, index, language) });
    const next = current.fields.next;
    if (!next) break;
    current = resolveValue(next, index);
  }
  return { nodes, cycleTo: null, isCut: false };
}
