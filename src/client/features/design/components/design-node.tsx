import { Handle, type NodeProps, Position } from "@xyflow/react";
import { clsx } from "clsx";
import { StickyNote } from "lucide-react";
import { createContext, memo, useContext } from "react";
import { COMPONENT_KIND_LABELS } from "@/shared/design/diagram";
import { COMPONENT_ICONS } from "../lib/component-icons";
import type { ComponentNode } from "../lib/diagram-flow";

/** The components a review finding concerns, outlined on the canvas while the finding is chosen. */
export const HighlightedComponentsContext = createContext<ReadonlySet<string>>(new Set());

const handleClass = "!size-3 !border-2 !border-white !bg-brand-600";

/**
 * A component on the canvas: its icon, name, kind and instances. Connections leave from the dot on the
 * right and arrive at the dot on the left, so a request reads left to right as the review follows it.
 */
export const DesignNode = memo(function DesignNode({ id, data, selected }: NodeProps<ComponentNode>) {
  const isHighlighted = useContext(HighlightedComponentsContext).has(id);
  const Icon = COMPONENT_ICONS[data.kind];
  const kind = COMPONENT_KIND_LABELS[data.kind];
  return (
    <div
      data-testid="design-node"
      data-highlighted={isHighlighted || undefined}
      className={clsx(
        "flex min-w-36 max-w-56 items-center gap-2 rounded-lg border bg-white px-3 py-2 shadow-sm",
        isHighlighted
          ? "border-amber-500 ring-4 ring-amber-300"
          : selected
            ? "border-brand-600 ring-2 ring-brand-200"
            : "border-slate-300",
      )}
    >
      <Handle type="target" position={Position.Left} className={handleClass} />
      <span className="grid size-8 shrink-0 place-items-center rounded-md bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-4" />
      </span>
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-slate-900">{data.label}</span>
        <span className="block truncate text-xs text-slate-500">
          {data.label === kind ? null : kind}
          {data.replicas > 1 ? `${data.label === kind ? "" : " · "}×${data.replicas}` : null}
        </span>
      </span>
      {data.note ? (
        <span title={data.note} className="ml-auto shrink-0 text-amber-600">
          <StickyNote aria-hidden className="size-4" />
          <span className="sr-only">Has a note</span>
        </span>
      ) : null}
      <Handle type="source" position={Position.Right} className={handleClass} />
    </div>
  );
});
