import type { DragEvent } from "react";
import { COMPONENT_KIND_LABELS, COMPONENT_KINDS, type ComponentKind } from "@/shared/design/diagram";
import { COMPONENT_ICONS } from "../lib/component-icons";

/** The drag payload's type: only the palette's own drags are dropped on the canvas. */
export const PALETTE_DRAG_TYPE = "application/x-preppilot-component";

/**
 * The sixteen kinds of component. Drag one onto the canvas to place it there, or press it (click,
 * tap, Enter, Space) to add it in the middle of the view: the keyboard and touch path.
 */
export function DesignPalette({ onAdd }: { onAdd: (kind: ComponentKind) => void }) {
  const onDragStart = (event: DragEvent, kind: ComponentKind) => {
    event.dataTransfer.setData(PALETTE_DRAG_TYPE, kind);
    event.dataTransfer.effectAllowed = "copy";
  };
  return (
    <div className="border-b border-slate-200 bg-white lg:w-44 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0">
      <h3 id="design-palette-title" className="px-3 pt-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Components
      </h3>
      <ul
        aria-labelledby="design-palette-title"
        className="flex gap-1.5 overflow-x-auto p-2 lg:flex-col lg:overflow-x-visible"
      >
        {COMPONENT_KINDS.map((kind) => {
          const Icon = COMPONENT_ICONS[kind];
          return (
            <li key={kind} className="shrink-0">
              <button
                type="button"
                draggable
                onDragStart={(event) => onDragStart(event, kind)}
                onClick={() => onAdd(kind)}
                aria-label={`Add ${COMPONENT_KIND_LABELS[kind]}`}
                className="flex w-full cursor-grab items-center gap-2 rounded-md border border-slate-200 bg-white px-2.5 py-1.5 text-left text-sm text-slate-800 hover:border-brand-400 hover:bg-brand-50 active:cursor-grabbing"
              >
                <Icon aria-hidden className="size-4 shrink-0 text-brand-600" />
                <span className="whitespace-nowrap">{COMPONENT_KIND_LABELS[kind]}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
