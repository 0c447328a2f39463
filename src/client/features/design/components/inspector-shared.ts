import type { ComponentData, ComponentNode, ConnectionEdge } from "../lib/diagram-flow";

export type InspectorProps = {
  nodes: readonly ComponentNode[];
  selectedNodes: readonly ComponentNode[];
  selectedEdges: readonly ConnectionEdge[];
  /** The field to focus when it appears: a new component's name, a new connection's label. */
  focus: { target: "name" | "label"; id: string } | null;
  onUpdateComponent: (id: string, patch: Partial<ComponentData>, field: string) => void;
  onUpdateConnection: (id: string, label: string) => void;
  onConnect: (from: string, to: string, label: string) => string | null;
  onDeleteSelection: () => void;
};

export const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none";
export const labelClass = "block text-xs font-medium text-slate-700";
