import type { Diagram } from "@/shared/design/diagram";

// Undo and redo over whole diagrams. A drag, a new component or a deletion is one step; typing a name
// is one step per field however many keys it takes (edits with the same `group` in a row merge).

export const HISTORY_LIMIT = 100;

export type DiagramHistory = {
  past: Diagram[];
  future: Diagram[];
  /** The group of the last step recorded, so the next edit of the same field merges into it. */
  lastGroup: string | null;
};

export const EMPTY_HISTORY: DiagramHistory = { past: [], future: [], lastGroup: null };

/** Records that the diagram is about to change from `before`; a redo branch is dropped. */
export function recordStep(history: DiagramHistory, before: Diagram, group: string | null = null): DiagramHistory {
  if (group !== null && group === history.lastGroup) return { ...history, future: [] };
  return { past: [...history.past, before].slice(-HISTORY_LIMIT), future: [], lastGroup: group };
}

export function undo(history: DiagramHistory, current: Diagram): { history: DiagramHistory; diagram: Diagram } | null {
  const previous = history.past.at(-1);
  if (!previous) return null;
  return {
    history: { past: history.past.slice(0, -1), future: [current, ...history.future], lastGroup: null },
    diagram: previous,
  };
}

export function redo(history: DiagramHistory, current: Diagram): { history: DiagramHistory; diagram: Diagram } | null {
  const [next, ...rest] = history.future;
  if (!next) return null;
  return { history: { past: [...history.past, current], future: rest, lastGroup: null }, diagram: next };
}
