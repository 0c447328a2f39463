import type { Edge, Node } from "@xyflow/react";
import {
  COMPONENT_KIND_LABELS,
  type ComponentKind,
  type Diagram,
  type DiagramComponent,
  type DiagramConnection,
  MAX_COMPONENTS,
  MAX_CONNECTIONS,
} from "@/shared/design/diagram";

// The saved diagram (src/shared/design/diagram.ts) is what the server stores and the review reads; React
// Flow's nodes and edges are how the canvas shows it. These functions go one way and back, so the canvas
// keeps React Flow's own state (selection, measured sizes) and the saved value holds only the design.

export type ComponentData = Pick<DiagramComponent, "kind" | "label" | "note" | "replicas">;
export type ComponentNode = Node<ComponentData, "component">;
export type ConnectionEdge = Edge<Record<string, never>>;

export const EMPTY_DIAGRAM: Diagram = { components: [], connections: [] };

export function toNodes(diagram: Diagram): ComponentNode[] {
  return diagram.components.map(({ id, position, kind, label, note, replicas }) => ({
    id,
    type: "component",
    position,
    data: note === undefined ? { kind, label, replicas } : { kind, label, note, replicas },
  }));
}

export function toEdges(diagram: Diagram): ConnectionEdge[] {
  return diagram.connections.map(({ id, from, to, label }) => ({
    id,
    source: from,
    target: to,
    ...(label ? { label } : {}),
  }));
}

/** The diagram the canvas shows, as it is saved: positions rounded, empty notes and labels left out. */
export function toDiagram(nodes: readonly ComponentNode[], edges: readonly ConnectionEdge[]): Diagram {
  return {
    components: nodes.map(({ id, position, data }) => ({
      id,
      kind: data.kind,
      label: data.label,
      ...(data.note?.trim() ? { note: data.note } : {}),
      position: roundPosition(position),
      replicas: data.replicas,
    })),
    connections: edges.map(({ id, source, target, label }) => ({
      id,
      from: source,
      to: target,
      ...(typeof label === "string" && label.trim() ? { label: label.trim() } : {}),
    })),
  };
}

/** "Cache", then "Cache 2", "Cache 3"…: a new component's name, unique among those of its kind. */
export function nextComponentLabel(kind: ComponentKind, existing: readonly { data: ComponentData }[]): string {
  const base = COMPONENT_KIND_LABELS[kind];
  const taken = new Set(existing.map(({ data }) => data.label));
  if (!taken.has(base)) return base;
  let index = 2;
  while (taken.has(`${base} ${index}`)) index += 1;
  return `${base} ${index}`;
}

export function createComponentNode(
  kind: ComponentKind,
  position: { x: number; y: number },
  existing: readonly ComponentNode[],
): ComponentNode {
  return {
    id: newId("c"),
    type: "component",
    position: roundPosition(position),
    data: { kind, label: nextComponentLabel(kind, existing), replicas: 1 },
    selected: true,
  };
}

export function createConnectionEdge(from: string, to: string, label?: string): ConnectionEdge {
  return { id: newId("e"), source: from, target: to, ...(label?.trim() ? { label: label.trim() } : {}) };
}

/** The room a component takes on the canvas, roughly (names make boxes wider), for placing new ones. */
const SLOT = { width: 180, height: 72 };

/**
 * Where to put a component added from the keyboard or by a tap: at `target` if that spot is free, else
 * the nearest free slot around it (a ring of slots at a time, right and below first), so that new
 * components never land on top of others; a slot inside `view` (the part of the canvas on screen) wins
 * over one outside it, which on a phone's narrow canvas would be out of sight.
 */
export function findFreePosition(
  target: { x: number; y: number },
  existing: readonly { position: { x: number; y: number } }[],
  view?: { x: number; y: number; width: number; height: number },
): { x: number; y: number } {
  const isFree = ({ x, y }: { x: number; y: number }) =>
    existing.every(({ position }) => Math.abs(position.x - x) >= SLOT.width || Math.abs(position.y - y) >= SLOT.height);
  const isInView = ({ x, y }: { x: number; y: number }) =>
    !view ||
    (x >= view.x && y >= view.y && x + SLOT.width <= view.x + view.width && y + SLOT.height <= view.y + view.height);
  let firstFree: { x: number; y: number } | null = null;
  for (let ring = 0; ring <= 20; ring += 1) {
    for (const [column, row] of ringOffsets(ring)) {
      const candidate = { x: target.x + column * SLOT.width, y: target.y + row * SLOT.height };
      if (!isFree(candidate)) continue;
      if (isInView(candidate)) return candidate;
      firstFree ??= candidate;
    }
  }
  return firstFree ?? target;
}

/** The slots at distance `ring` from the centre, right and below before left and above. */
function ringOffsets(ring: number): [column: number, row: number][] {
  if (ring === 0) return [[0, 0]];
  const offsets: [number, number][] = [];
  for (let row = -ring; row <= ring; row += 1)
    for (let column = -ring; column <= ring; column += 1)
      if (Math.max(Math.abs(row), Math.abs(column)) === ring) offsets.push([column, row]);
  return offsets.sort(([columnA, rowA], [columnB, rowB]) => columnB - columnA || rowB - rowA);
}

/** Why a connection cannot be drawn, or null when it can: to itself, twice, or past the cap. */
export function getConnectionProblem(edges: readonly ConnectionEdge[], from: string, to: string): string | null {
  if (from === to) return "A component cannot connect to itself.";
  if (edges.some(({ source, target }) => source === from && target === to))
    return "These two components are already connected in that direction.";
  if (edges.length >= MAX_CONNECTIONS) return `A diagram can have at most ${MAX_CONNECTIONS} connections.`;
  return null;
}

export function getAddComponentProblem(nodes: readonly ComponentNode[]): string | null {
  return nodes.length >= MAX_COMPONENTS ? `A diagram can have at most ${MAX_COMPONENTS} components.` : null;
}

/** Whole pixels are precise enough for a diagram (and -0 is saved as 0). */
function roundPosition({ x, y }: { x: number; y: number }) {
  return { x: Math.round(x) + 0, y: Math.round(y) + 0 };
}

/** Ids need only be unique within one diagram; the random part keeps two tabs from colliding. */
function newId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export type { DiagramConnection };
