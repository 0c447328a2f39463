import {
  applyEdgeChanges,
  applyNodeChanges,
  type Connection,
  type EdgeChange,
  type NodeChange,
  useReactFlow,
} from "@xyflow/react";
import { type DragEvent, type RefObject, useCallback } from "react";
import { COMPONENT_KINDS, type ComponentKind } from "@/shared/design/diagram";
import { PALETTE_DRAG_TYPE } from "../components/design-palette";
import {
  type ComponentData,
  type ComponentNode,
  type ConnectionEdge,
  createComponentNode,
  createConnectionEdge,
  findFreePosition,
  getAddComponentProblem,
  getConnectionProblem,
} from "../lib/diagram-flow";
import type { DiagramState } from "./use-diagram-state";

/** A new component's offset from the point it is dropped on, so the pointer lands near its middle. */
const DROP_OFFSET = { x: 72, y: 24 };

export type EditorFocus = { target: "name" | "label"; id: string } | null;

type Feedback = {
  /** The field to focus when it appears: a new component's name, a new connection's label. */
  setFocus: (focus: EditorFocus) => void;
  setMessage: (message: string | null) => void;
};

/**
 * What React Flow and the inspector change on the diagram: moves, deletions, a component's fields, a
 * connection's label. Each finished change is committed as an undo step.
 */
export function useDiagramChanges({ latest, update, commit }: DiagramState) {
  const flow = useReactFlow<ComponentNode, ConnectionEdge>();
  const onNodesChange = useCallback(
    (changes: NodeChange<ComponentNode>[]) => {
      update({ nodes: applyNodeChanges(changes, latest.current.nodes) });
      const isDesignChange = changes.some(
        (change) => change.type === "remove" || (change.type === "position" && !change.dragging),
      );
      const moved = changes.flatMap((change) => (change.type === "position" ? [change.id] : []));
      if (isDesignChange) commit(moved.length > 0 && moved.length === changes.length ? `move:${moved.join()}` : null);
    },
    [commit, latest, update],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange<ConnectionEdge>[]) => {
      update({ edges: applyEdgeChanges(changes, latest.current.edges) });
      if (changes.some((change) => change.type === "remove")) commit();
    },
    [commit, latest, update],
  );
  const onUpdateComponent = useCallback(
    (id: string, patch: Partial<ComponentData>, field: string) => {
      update({
        nodes: latest.current.nodes.map((node) =>
          node.id === id ? { ...node, data: { ...node.data, ...patch } } : node,
        ),
      });
      commit(`${id}:${field}`);
    },
    [commit, latest, update],
  );
  const onUpdateConnection = useCallback(
    (id: string, label: string) => {
      update({ edges: latest.current.edges.map((edge) => (edge.id === id ? { ...edge, label } : edge)) });
      commit(`${id}:label`);
    },
    [commit, latest, update],
  );
  const onDeleteSelection = useCallback(() => {
    void flow.deleteElements({
      nodes: latest.current.nodes.filter((node) => node.selected),
      edges: latest.current.edges.filter((edge) => edge.selected),
    });
  }, [flow, latest]);
  return { onNodesChange, onEdgesChange, onUpdateComponent, onUpdateConnection, onDeleteSelection };
}

/**
 * What adds to the diagram: a connection (drawn or chosen in the inspector) and a component (dropped from
 * the palette, or pressed there and placed in a free spot in the middle of the view). The new one is
 * selected alone; a refusal is said in `setMessage`.
 */
export function useDiagramAdditions(
  { latest, update, commit }: DiagramState,
  canvasRef: RefObject<HTMLElement | null>,
  { setFocus, setMessage }: Feedback,
) {
  const flow = useReactFlow<ComponentNode, ConnectionEdge>();
  const connect = useCallback(
    (from: string, to: string, label = "") => {
      const problem = getConnectionProblem(latest.current.edges, from, to);
      if (problem) return problem;
      const edge = { ...createConnectionEdge(from, to, label), selected: true };
      update({
        nodes: latest.current.nodes.map((node) => (node.selected ? { ...node, selected: false } : node)),
        edges: [...latest.current.edges.map((other) => ({ ...other, selected: false })), edge],
      });
      setFocus({ target: "label", id: edge.id });
      commit();
      return null;
    },
    [commit, latest, setFocus, update],
  );
  const addComponent = useCallback(
    (kind: ComponentKind, position?: { x: number; y: number }) => {
      const problem = getAddComponentProblem(latest.current.nodes);
      setMessage(problem);
      if (problem) return;
      const where =
        position ??
        findCentreOfView(flow.screenToFlowPosition, canvasRef.current?.getBoundingClientRect(), latest.current.nodes);
      const node = createComponentNode(kind, where, latest.current.nodes);
      update({
        nodes: [...latest.current.nodes.map((other) => ({ ...other, selected: false })), node],
        edges: latest.current.edges.map((edge) => (edge.selected ? { ...edge, selected: false } : edge)),
      });
      if (!position) setFocus({ target: "name", id: node.id });
      commit();
    },
    [canvasRef, commit, flow, latest, setFocus, setMessage, update],
  );
  const onConnect = useCallback(
    ({ source, target }: Connection) => setMessage(connect(source, target)),
    [connect, setMessage],
  );
  const onDrop = (event: DragEvent) => {
    const kind = event.dataTransfer.getData(PALETTE_DRAG_TYPE) as ComponentKind;
    if (!COMPONENT_KINDS.includes(kind)) return;
    event.preventDefault();
    const point = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
    addComponent(kind, { x: point.x - DROP_OFFSET.x, y: point.y - DROP_OFFSET.y });
  };
  return { connect, onConnect, addComponent, onDrop };
}

type Point = { x: number; y: number };

/** A free spot for a new component near the middle of the canvas as it is shown. */
function findCentreOfView(toFlow: (point: Point) => Point, box: DOMRect | undefined, nodes: ComponentNode[]) {
  const centre = toFlow({ x: (box?.left ?? 0) + (box?.width ?? 0) / 2, y: (box?.top ?? 0) + (box?.height ?? 0) / 2 });
  const topLeft = toFlow({ x: box?.left ?? 0, y: box?.top ?? 0 });
  const bottomRight = toFlow({ x: box?.right ?? 0, y: box?.bottom ?? 0 });
  const view = { ...topLeft, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y };
  return findFreePosition({ x: centre.x - DROP_OFFSET.x, y: centre.y - DROP_OFFSET.y }, nodes, view);
}
