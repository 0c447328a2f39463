import "@xyflow/react/dist/style.css";
import {
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  MarkerType,
  MiniMap,
  type NodeChange,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from "@xyflow/react";
import { ImageDown, Redo2, Undo2 } from "lucide-react";
import { type DragEvent, memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { COMPONENT_KINDS, type ComponentKind, type Diagram } from "@/shared/design/diagram";
import { useUncoveredSelection } from "../hooks/use-uncovered-selection";
import { type ExportFormat, exportDiagram } from "../lib/diagram-export";
import {
  type ComponentData,
  type ComponentNode,
  type ConnectionEdge,
  createComponentNode,
  createConnectionEdge,
  findFreePosition,
  getAddComponentProblem,
  getConnectionProblem,
  toDiagram,
  toEdges,
  toNodes,
} from "../lib/diagram-flow";
import { type DiagramHistory, EMPTY_HISTORY, recordStep, redo, undo } from "../lib/diagram-history";
import { DesignInspector, type InspectorProps } from "./design-inspector";
import { DesignNode, HighlightedComponentsContext } from "./design-node";
import { DesignPalette, PALETTE_DRAG_TYPE } from "./design-palette";

type DesignCanvasProps = {
  initialDiagram: Diagram;
  /** Every finished change (a drop, a drag's end, a rename…), as the diagram to save. */
  onChange: (diagram: Diagram) => void;
  highlightedIds: ReadonlySet<string>;
  /** The exported file's name, without extension. */
  exportName: string;
};

const NODE_TYPES = { component: DesignNode };
const DEFAULT_EDGE_OPTIONS = {
  markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 },
  labelBgPadding: [6, 3] as [number, number],
  labelBgBorderRadius: 4,
  labelStyle: { fontSize: 12, fontWeight: 500 },
};
const ARIA_LABELS = {
  "node.a11yDescription.default":
    "Press Enter or Space to select a component. Use the arrow keys to move it, Delete to remove it.",
  "edge.a11yDescription.default": "Press Enter or Space to select a connection, then Delete to remove it.",
  "minimap.ariaLabel": "Overview of the diagram",
};

/** The diagram editor: palette, canvas and the selection's fields, with undo, redo and export. */
export const DesignCanvas = memo(function DesignCanvas(props: DesignCanvasProps) {
  return (
    <ReactFlowProvider>
      <DesignCanvasEditor {...props} />
    </ReactFlowProvider>
  );
});

function DesignCanvasEditor({ initialDiagram, onChange, highlightedIds, exportName }: DesignCanvasProps) {
  const flow = useReactFlow<ComponentNode, ConnectionEdge>();
  const [nodes, setNodes] = useState(() => toNodes(initialDiagram));
  const [edges, setEdges] = useState(() => toEdges(initialDiagram));
  const [history, setHistory] = useState<DiagramHistory>(EMPTY_HISTORY);
  const [focus, setFocus] = useState<InspectorProps["focus"]>(null);
  const [message, setMessage] = useState<string | null>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const inspectorRef = useRef<HTMLElement>(null);
  // The latest state, read by handlers that run between renders (React Flow calls onNodesChange and
  // onEdgesChange one after the other for a single deletion).
  const latest = useRef({ nodes, edges, history, committed: initialDiagram });
  latest.current.nodes = nodes;
  latest.current.edges = edges;
  latest.current.history = history;
  const pendingCommit = useRef<{ group: string | null } | null>(null);

  const update = useCallback((next: { nodes?: ComponentNode[]; edges?: ConnectionEdge[] }) => {
    if (next.nodes) {
      latest.current.nodes = next.nodes;
      setNodes(next.nodes);
    }
    if (next.edges) {
      latest.current.edges = next.edges;
      setEdges(next.edges);
    }
  }, []);

  /** Records one undo step for everything changed in this task, and hands the diagram to be saved. */
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

  const onNodesChange = useCallback(
    (changes: NodeChange<ComponentNode>[]) => {
      update({ nodes: applyNodeChanges(changes, latest.current.nodes) });
      const isDesignChange = changes.some(
        (change) => change.type === "remove" || (change.type === "position" && !change.dragging),
      );
      const moved = changes.flatMap((change) => (change.type === "position" ? [change.id] : []));
      if (isDesignChange) commit(moved.length > 0 && moved.length === changes.length ? `move:${moved.join()}` : null);
    },
    [commit, update],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange<ConnectionEdge>[]) => {
      update({ edges: applyEdgeChanges(changes, latest.current.edges) });
      if (changes.some((change) => change.type === "remove")) commit();
    },
    [commit, update],
  );

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
    [commit, update],
  );

  const onConnect = useCallback(({ source, target }: Connection) => setMessage(connect(source, target)), [connect]);

  const addComponent = useCallback(
    (kind: ComponentKind, position?: { x: number; y: number }) => {
      const problem = getAddComponentProblem(latest.current.nodes);
      setMessage(problem);
      if (problem) return;
      const where = position ?? centreOfView();
      const node = createComponentNode(kind, where, latest.current.nodes);
      update({
        nodes: [...latest.current.nodes.map((other) => ({ ...other, selected: false })), node],
        edges: latest.current.edges.map((edge) => (edge.selected ? { ...edge, selected: false } : edge)),
      });
      if (!position) setFocus({ target: "name", id: node.id });
      commit();

      function centreOfView() {
        const box = canvasRef.current?.getBoundingClientRect();
        const centre = flow.screenToFlowPosition({
          x: (box?.left ?? 0) + (box?.width ?? 0) / 2,
          y: (box?.top ?? 0) + (box?.height ?? 0) / 2,
        });
        const topLeft = flow.screenToFlowPosition({ x: box?.left ?? 0, y: box?.top ?? 0 });
        const bottomRight = flow.screenToFlowPosition({ x: box?.right ?? 0, y: box?.bottom ?? 0 });
        const view = { ...topLeft, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y };
        return findFreePosition({ x: centre.x - 72, y: centre.y - 24 }, latest.current.nodes, view);
      }
    },
    [commit, flow, update],
  );

  const onDrop = (event: DragEvent) => {
    const kind = event.dataTransfer.getData(PALETTE_DRAG_TYPE) as ComponentKind;
    if (!COMPONENT_KINDS.includes(kind)) return;
    event.preventDefault();
    const point = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
    addComponent(kind, { x: point.x - 72, y: point.y - 24 });
  };

  const onUpdateComponent = useCallback(
    (id: string, patch: Partial<ComponentData>, field: string) => {
      update({
        nodes: latest.current.nodes.map((node) =>
          node.id === id ? { ...node, data: { ...node.data, ...patch } } : node,
        ),
      });
      commit(`${id}:${field}`);
    },
    [commit, update],
  );

  const onUpdateConnection = useCallback(
    (id: string, label: string) => {
      update({ edges: latest.current.edges.map((edge) => (edge.id === id ? { ...edge, label } : edge)) });
      commit(`${id}:label`);
    },
    [commit, update],
  );

  const onDeleteSelection = useCallback(() => {
    void flow.deleteElements({
      nodes: latest.current.nodes.filter((node) => node.selected),
      edges: latest.current.edges.filter((edge) => edge.selected),
    });
  }, [flow]);

  const travel = (direction: "undo" | "redo") => {
    const current = toDiagram(latest.current.nodes, latest.current.edges);
    const step = (direction === "undo" ? undo : redo)(latest.current.history, current);
    if (!step) return;
    latest.current.committed = step.diagram;
    latest.current.history = step.history;
    setHistory(step.history);
    update({ nodes: toNodes(step.diagram), edges: toEdges(step.diagram) });
    onChange(step.diagram);
  };

  // Undo and redo from anywhere in the editor, and from the page itself: deleting the focused component
  // leaves the focus on the body. Text fields keep their own undo.
  const travelRef = useRef(travel);
  travelRef.current = travel;
  const editorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const isOurs = target === document.body || editorRef.current?.contains(target);
      if (!isOurs || target.closest("input, textarea, select, [contenteditable=true]")) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key !== "z" && key !== "y") return;
      event.preventDefault();
      travelRef.current(key === "y" || event.shiftKey ? "redo" : "undo");
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const onExport = async (format: ExportFormat) => {
    const viewport = canvasRef.current?.querySelector<HTMLElement>(".react-flow__viewport");
    if (!viewport || latest.current.nodes.length === 0) return setMessage("Add a component before exporting.");
    try {
      await exportDiagram({ format, nodes: latest.current.nodes, viewport, fileName: exportName });
    } catch {
      setMessage(`The ${format.toUpperCase()} could not be made. Please try again.`);
    }
  };

  const selectedNodes = useMemo(() => nodes.filter((node) => node.selected), [nodes]);
  const selectedEdges = useMemo(() => edges.filter((edge) => edge.selected), [edges]);
  const uncoverSelection = useUncoveredSelection({
    canvasRef,
    inspectorRef,
    selectedIds: selectedNodes.map((node) => node.id),
  });

  return (
    <div ref={editorRef} className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-white px-2 py-1.5">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => travel("undo")}
          disabled={history.past.length === 0}
          aria-keyshortcuts="Control+Z"
          title="Undo (Ctrl+Z)"
        >
          <Undo2 aria-hidden className="size-4" />
          <span className="sr-only sm:not-sr-only">Undo</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => travel("redo")}
          disabled={history.future.length === 0}
          aria-keyshortcuts="Control+Shift+Z"
          title="Redo (Ctrl+Shift+Z)"
        >
          <Redo2 aria-hidden className="size-4" />
          <span className="sr-only sm:not-sr-only">Redo</span>
        </Button>
        <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden />
        <Button variant="ghost" size="sm" onClick={() => void onExport("png")}>
          <ImageDown aria-hidden className="size-4" />
          PNG
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void onExport("svg")}>
          <ImageDown aria-hidden className="size-4" />
          SVG
        </Button>
        <span data-testid="diagram-counts" className="ml-auto px-2 text-xs text-slate-500">
          {nodes.length} component{nodes.length === 1 ? "" : "s"} · {edges.length} connection
          {edges.length === 1 ? "" : "s"}
        </span>
      </div>
      {message ? (
        <p role="alert" className="border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
          {message}
        </p>
      ) : null}
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <DesignPalette onAdd={(kind) => addComponent(kind)} />
        <div className="relative flex min-h-0 flex-1 flex-col">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target of the palette's drags; the keyboard adds by pressing a palette button */}
          <div
            ref={canvasRef}
            data-testid="design-canvas"
            className="relative h-[60dvh] min-h-72 lg:h-auto lg:flex-1"
            onDragOver={(event) => {
              if (!event.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = "copy";
            }}
            onDrop={onDrop}
          >
            <HighlightedComponentsContext.Provider value={highlightedIds}>
              <ReactFlow
                nodes={nodes}
                edges={edges}
                nodeTypes={NODE_TYPES}
                defaultEdgeOptions={DEFAULT_EDGE_OPTIONS}
                onNodesChange={onNodesChange}
                onEdgesChange={onEdgesChange}
                onConnect={onConnect}
                onNodeDragStart={() => setMessage(null)}
                onNodeDragStop={() => uncoverSelection()}
                deleteKeyCode={["Backspace", "Delete"]}
                multiSelectionKeyCode={["Meta", "Control"]}
                ariaLabelConfig={ARIA_LABELS}
                // A saved design opens fitted to the view; an empty one at 100 %, so the first drop lands
                // where it is dropped instead of being zoomed to the middle.
                fitView={initialDiagram.components.length > 0}
                fitViewOptions={{ minZoom: 0.5, maxZoom: 1, padding: 0.2 }}
                defaultViewport={{ x: 0, y: 0, zoom: 1 }}
                minZoom={0.1}
                proOptions={{ hideAttribution: true }}
              >
                <Background gap={16} color="#cbd5e1" />
                <Controls showInteractive={false} />
                <MiniMap pannable zoomable className="!hidden sm:!block" />
              </ReactFlow>
            </HighlightedComponentsContext.Provider>
            {nodes.length === 0 ? (
              <div className="pointer-events-none absolute inset-x-0 top-1/4 mx-auto max-w-sm space-y-2 px-6 text-center text-sm text-slate-500">
                <p className="font-medium text-slate-700">Drag components here, or press one in the list to add it.</p>
                <p>
                  Connect two by dragging from the dot on the right of one to the dot on the left of the other (or tap
                  one dot, then the other), or select a component and use “Connect to”.
                </p>
                <p>Shift-drag selects several; Delete removes the selection; Ctrl+Z undoes.</p>
              </div>
            ) : null}
          </div>
          <DesignInspector
            ref={inspectorRef}
            nodes={nodes}
            selectedNodes={selectedNodes}
            selectedEdges={selectedEdges}
            focus={focus}
            onUpdateComponent={onUpdateComponent}
            onUpdateConnection={onUpdateConnection}
            onConnect={connect}
            onDeleteSelection={onDeleteSelection}
          />
        </div>
      </div>
    </div>
  );
}
