import "@xyflow/react/dist/style.css";
import { ReactFlowProvider } from "@xyflow/react";
import { memo, useMemo, useRef, useState } from "react";
import type { Diagram } from "@/shared/design/diagram";
import { type EditorFocus, useDiagramAdditions, useDiagramChanges } from "../hooks/use-diagram-edits";
import { useDiagramExport } from "../hooks/use-diagram-export";
import { useDiagramState } from "../hooks/use-diagram-state";
import { useUncoveredSelection } from "../hooks/use-uncovered-selection";
import { useUndoShortcuts } from "../hooks/use-undo-shortcuts";
import { DesignCanvasSurface } from "./design-canvas-surface";
import { DesignCanvasToolbar } from "./design-canvas-toolbar";
import { DesignInspector } from "./design-inspector";
import { DesignPalette } from "./design-palette";

type DesignCanvasProps = {
  initialDiagram: Diagram;
  /** Every finished change (a drop, a drag's end, a rename…), as the diagram to save. */
  onChange: (diagram: Diagram) => void;
  highlightedIds: ReadonlySet<string>;
  /** The exported file's name, without extension. */
  exportName: string;
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
  const [focus, setFocus] = useState<EditorFocus>(null);
  const [message, setMessage] = useState<string | null>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const inspectorRef = useRef<HTMLElement>(null);
  const diagram = useDiagramState({ initialDiagram, onChange });
  const { nodes, edges, history, latest, travel } = diagram;
  const changes = useDiagramChanges(diagram);
  const additions = useDiagramAdditions(diagram, canvasRef, { setFocus, setMessage });
  useUndoShortcuts(editorRef, travel);
  const onExport = useDiagramExport({
    canvasRef,
    getNodes: () => latest.current.nodes,
    fileName: exportName,
    onProblem: setMessage,
  });
  const selectedNodes = useMemo(() => nodes.filter((node) => node.selected), [nodes]);
  const selectedEdges = useMemo(() => edges.filter((edge) => edge.selected), [edges]);
  const uncoverSelection = useUncoveredSelection({
    canvasRef,
    inspectorRef,
    selectedIds: selectedNodes.map((node) => node.id),
  });

  return (
    <div ref={editorRef} className="flex h-full min-h-0 flex-col">
      <DesignCanvasToolbar
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        onTravel={travel}
        onExport={(format) => void onExport(format)}
        componentCount={nodes.length}
        connectionCount={edges.length}
      />
      {message ? (
        <p role="alert" className="border-b border-amber-200 bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
          {message}
        </p>
      ) : null}
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <DesignPalette onAdd={(kind) => additions.addComponent(kind)} />
        <div className="relative flex min-h-0 flex-1 flex-col">
          <DesignCanvasSurface
            canvasRef={canvasRef}
            nodes={nodes}
            edges={edges}
            highlightedIds={highlightedIds}
            shouldFitView={initialDiagram.components.length > 0}
            onNodesChange={changes.onNodesChange}
            onEdgesChange={changes.onEdgesChange}
            onConnect={additions.onConnect}
            onDrop={additions.onDrop}
            onNodeDragStart={() => setMessage(null)}
            onNodeDragStop={() => uncoverSelection()}
          />
          <DesignInspector
            ref={inspectorRef}
            nodes={nodes}
            selectedNodes={selectedNodes}
            selectedEdges={selectedEdges}
            focus={focus}
            onUpdateComponent={changes.onUpdateComponent}
            onUpdateConnection={changes.onUpdateConnection}
            onConnect={additions.connect}
            onDeleteSelection={changes.onDeleteSelection}
          />
        </div>
      </div>
    </div>
  );
}
