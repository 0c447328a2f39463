import { useCallback, useRef, useState } from "react";
import type { Diagram } from "@/shared/design/diagram";
import { type ComponentNode, type ConnectionEdge, toDiagram, toEdges, toNodes } from "../lib/diagram-flow";
import { type DiagramHistory, EMPTY_HISTORY, recordStep, redo, undo } from "../lib/diagram-history";

export type DiagramUpdate = { nodes?: ComponentNode[]; edges?: ConnectionEdge[] };

/**
 * The canvas's components and connections with their undo history. `commit` records one undo step for
 * everything changed in this task and hands the diagram to be saved; `travel` undoes or redoes one.
 */
export function useDiagramState({
  initialDiagram,
  onChange,
}: {
  initialDiagram: Diagram;
  onChange: (diagram: Diagram) => void;
}) {
  const [nodes, setNodes] = useState(() => toNodes(initialDiagram));
  const [edges, setEdges] = useState(() => toEdges(initialDiagram));
  const [history, setHistory] = useState<DiagramHistory>(EMPTY_HISTORY);
  // The latest state, read by handlers that run between renders (React Flow calls onNodesChange and
  // onEdgesChange one after the other for a single deletion).
  const latest = useRef({ nodes, edges, history, committed: initialDiagram });
  latest.current.nodes = nodes;
  latest.current.edges = edges;
  latest.current.history = history;
  const pendingCommit = useRef<{ group: string | null } | null>(null);

  const update = useCallback((next: DiagramUpdate) => {
    if (next.nodes) {
      latest.current.nodes = next.nodes;
      setNodes(next.nodes);
    }
    if (next.edges) {
      latest.current.edges = next.edges;
      setEdges(next.edges);
    }
  }, []);

  const commit = useCallback(
    (group: string | null = null) => {
      if (pendingCommit.current) return;
      pendingCommit.current = { group };
      queueMicrotask(() => {
        const { group: stepGroup } = pendingCommit.current ?? { group: null };
        pendingCommit.current = null;
        const diagram = toDiagram(latest.current.nodes, latest.current.edges);
        const history = recordStep(latest.current.history, latest.current.committed, stepGroup);
        latest.current.history = history;
        latest.current.committed = diagram;
        setHistory(history);
        onChange(diagram);
      });
    },
    [onChange],
  );

  const travel = useCallback(
    (direction: "undo" | "redo") => {
      const current = toDiagram(latest.current.nodes, latest.current.edges);
      const step = (direction === "undo" ? undo : redo)(latest.current.history, current);
      if (!step) return;
      latest.current.committed = step.diagram;
      latest.current.history = step.history;
      setHistory(step.history);
      update({ nodes: toNodes(step.diagram), edges: toEdges(step.diagram) });
      onChange(step.diagram);
    },
    [onChange, update],
  );

  return { nodes, edges, history, latest, update, commit, travel };
}

export type DiagramState = ReturnType<typeof useDiagramState>;
