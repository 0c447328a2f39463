import {
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  MarkerType,
  MiniMap,
  type NodeChange,
  ReactFlow,
} from "@xyflow/react";
import type { DragEvent, Ref } from "react";
import type { ComponentNode, ConnectionEdge } from "../lib/diagram-flow";
import { DesignNode, HighlightedComponentsContext } from "./design-node";
import { PALETTE_DRAG_TYPE } from "./design-palette";

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

type DesignCanvasSurfaceProps = {
  canvasRef: Ref<HTMLDivElement>;
  nodes: ComponentNode[];
  edges: ConnectionEdge[];
  highlightedIds: ReadonlySet<string>;
  /** A saved design opens fitted to the view. */
  shouldFitView: boolean;
  onNodesChange: (changes: NodeChange<ComponentNode>[]) => void;
  onEdgesChange: (changes: EdgeChange<ConnectionEdge>[]) => void;
  onConnect: (connection: Connection) => void;
  onDrop: (event: DragEvent) => void;
  onNodeDragStart: () => void;
  onNodeDragStop: () => void;
};

/** React Flow's canvas, the drop target of the palette, with a hint while it is empty. */
export function DesignCanvasSurface({
  canvasRef,
  nodes,
  edges,
  highlightedIds,
  shouldFitView,
  ...on
}: DesignCanvasSurfaceProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the drop target of the palette's drags; the keyboard adds by pressing a palette button
    <div
      ref={canvasRef}
      data-testid="design-canvas"
      className="relative h-[60dvh] min-h-72 lg:h-auto lg:flex-1"
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
      }}
      onDrop={on.onDrop}
    >
      <HighlightedComponentsContext.Provider value={highlightedIds}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          defaultEdgeOptions={DEFAULT_EDGE_OPTIONS}
          onNodesChange={on.onNodesChange}
          onEdgesChange={on.onEdgesChange}
          onConnect={on.onConnect}
          onNodeDragStart={on.onNodeDragStart}
          onNodeDragStop={on.onNodeDragStop}
          deleteKeyCode={["Backspace", "Delete"]}
          multiSelectionKeyCode={["Meta", "Control"]}
          ariaLabelConfig={ARIA_LABELS}
          // An empty design opens at 100 %, so the first drop lands where it is dropped instead of being
          // zoomed to the middle.
          fitView={shouldFitView}
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
      {nodes.length === 0 ? <EmptyCanvasHint /> : null}
    </div>
  );
}

function EmptyCanvasHint() {
  return (
    <div className="pointer-events-none absolute inset-x-0 top-1/4 mx-auto max-w-sm space-y-2 px-6 text-center text-sm text-slate-500">
      <p className="font-medium text-slate-700">Drag components here, or press one in the list to add it.</p>
      <p>
        Connect two by dragging from the dot on the right of one to the dot on the left of the other (or tap one dot,
        then the other), or select a component and use “Connect to”.
      </p>
      <p>Shift-drag selects several; Delete removes the selection; Ctrl+Z undoes.</p>
    </div>
  );
}
