import { Trash2 } from "lucide-react";
import type { Ref } from "react";
import { Button } from "@/client/components/ui/button";
import { ComponentFields } from "./component-fields";
import { ConnectionFields } from "./connection-fields";
import type { InspectorProps } from "./inspector-shared";

export type { InspectorProps } from "./inspector-shared";

/**
 * Edits what is selected: a component's name, kind, instances and note, or a connection's label. It floats
 * over the canvas's corner on a laptop (the canvas pans the selection clear of it: useUncoveredSelection) and
 * sits below the canvas on a phone; with nothing selected it is gone.
 */
export function DesignInspector({ ref, ...props }: InspectorProps & { ref?: Ref<HTMLElement> }) {
  const { selectedNodes, selectedEdges } = props;
  const count = selectedNodes.length + selectedEdges.length;
  const [node] = selectedNodes;
  const [edge] = selectedEdges;
  if (count === 0) return null;
  return (
    <aside
      ref={ref}
      aria-label="Selection"
      className="max-h-full space-y-3 overflow-y-auto border-t border-slate-200 bg-white p-3 text-sm lg:absolute lg:top-2 lg:right-2 lg:z-10 lg:max-h-[calc(100%-1rem)] lg:w-60 lg:rounded-lg lg:border lg:shadow-lg"
    >
      {count > 1 ? (
        <MultipleSelection {...props} />
      ) : node ? (
        <ComponentFields key={node.id} node={node} {...props} />
      ) : edge ? (
        <ConnectionFields key={edge.id} edge={edge} {...props} />
      ) : null}
    </aside>
  );
}

function MultipleSelection({ selectedNodes, selectedEdges, onDeleteSelection }: InspectorProps) {
  const parts = [
    selectedNodes.length > 0 ? `${selectedNodes.length} component${selectedNodes.length === 1 ? "" : "s"}` : null,
    selectedEdges.length > 0 ? `${selectedEdges.length} connection${selectedEdges.length === 1 ? "" : "s"}` : null,
  ].filter(Boolean);
  return (
    <div className="space-y-3">
      <p className="font-medium text-slate-800">{parts.join(" and ")} selected</p>
      <p className="text-slate-600">Drag one of them to move them together.</p>
      <Button variant="secondary" size="sm" onClick={onDeleteSelection}>
        <Trash2 aria-hidden className="size-4" />
        Delete selected
      </Button>
    </div>
  );
}
