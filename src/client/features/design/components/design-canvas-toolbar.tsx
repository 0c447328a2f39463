import { ImageDown, Redo2, Undo2 } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import type { ExportFormat } from "../lib/diagram-export";

type DesignCanvasToolbarProps = {
  canUndo: boolean;
  canRedo: boolean;
  onTravel: (direction: "undo" | "redo") => void;
  onExport: (format: ExportFormat) => void;
  componentCount: number;
  connectionCount: number;
};

/** Undo, redo, export and the diagram's size, above the canvas. */
export function DesignCanvasToolbar({
  canUndo,
  canRedo,
  onTravel,
  onExport,
  componentCount,
  connectionCount,
}: DesignCanvasToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-white px-2 py-1.5">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onTravel("undo")}
        disabled={!canUndo}
        aria-keyshortcuts="Control+Z"
        title="Undo (Ctrl+Z)"
      >
        <Undo2 aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">Undo</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onTravel("redo")}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z"
        title="Redo (Ctrl+Shift+Z)"
      >
        <Redo2 aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">Redo</span>
      </Button>
      <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden />
      <Button variant="ghost" size="sm" onClick={() => onExport("png")}>
        <ImageDown aria-hidden className="size-4" />
        PNG
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onExport("svg")}>
        <ImageDown aria-hidden className="size-4" />
        SVG
      </Button>
      <span data-testid="diagram-counts" className="ml-auto px-2 text-xs text-slate-500">
        {componentCount} component{componentCount === 1 ? "" : "s"} · {connectionCount} connection
        {connectionCount === 1 ? "" : "s"}
      </span>
    </div>
  );
}
