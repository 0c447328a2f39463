import { type RefObject, useCallback } from "react";
import { type ExportFormat, exportDiagram } from "../lib/diagram-export";
import type { ComponentNode } from "../lib/diagram-flow";

/** Exports the whole diagram as a picture; says why in `onProblem` when there is none to make. */
export function useDiagramExport({
  canvasRef,
  getNodes,
  fileName,
  onProblem,
}: {
  canvasRef: RefObject<HTMLElement | null>;
  getNodes: () => ComponentNode[];
  fileName: string;
  onProblem: (message: string) => void;
}) {
  return useCallback(
    async (format: ExportFormat) => {
      const viewport = canvasRef.current?.querySelector<HTMLElement>(".react-flow__viewport");
      const nodes = getNodes();
      if (!viewport || nodes.length === 0) return onProblem("Add a component before exporting.");
      try {
        await exportDiagram({ format, nodes, viewport, fileName });
      } catch {
        onProblem(`The ${format.toUpperCase()} could not be made. Please try again.`);
      }
    },
    [canvasRef, getNodes, fileName, onProblem],
  );
}
