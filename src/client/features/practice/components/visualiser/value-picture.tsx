import type { TraceValue } from "@/shared/trace/trace-types";
import { classifyValue } from "../../lib/visualiser/classify-value";
import { formatTraceValue } from "../../lib/visualiser/format-trace-value";
import { readAdjacency, readNodeGraph } from "../../lib/visualiser/layout-graph";
import { resolveValue } from "../../lib/visualiser/trace-values";
import { ArrayPicture, StackPicture } from "./array-picture";
import { GraphPicture } from "./graph-picture";
import { GridPicture } from "./grid-picture";
import { LinkedListPicture } from "./linked-list-picture";
import { MapPicture, SetPicture } from "./map-picture";
import { useTraceView } from "./trace-view-context";
import { TreePicture } from "./tree-picture";

/** Whether a value is drawn as a picture (on its own line) rather than as text beside its name. */
export function isDrawn(name: string, value: TraceValue, view: ReturnType<typeof useTraceView>): boolean {
  return classifyValue(name, value, view.current) !== "text";
}

/** A variable's value drawn by its shape: cells, a table, chips, boxes and arrows, a tree, a graph, or text. */
export function ValuePicture({ name, value }: { name: string; value: TraceValue }) {
  const view = useTraceView();
  const resolved = resolveValue(value, view.current);
  const kind = classifyValue(name, resolved, view.current);
  if (resolved.kind === "list") {
    if (kind === "stack" || kind === "queue") return <StackPicture name={name} list={resolved} kind={kind} />;
    if (kind === "grid") return <GridPicture name={name} grid={resolved} />;
    if (kind === "adjacency-list")
      return <GraphPicture name={name} graph={readAdjacency(resolved, view.current, view.language)} />;
    return <ArrayPicture name={name} list={resolved} />;
  }
  if (resolved.kind === "map")
    return kind === "adjacency-map" ? (
      <GraphPicture name={name} graph={readAdjacency(resolved, view.current, view.language)} />
    ) : (
      <MapPicture name={name} map={resolved} />
    );
  if (resolved.kind === "set") return <SetPicture name={name} set={resolved} />;
  if (kind === "linked-list") return <LinkedListPicture name={name} head={resolved} />;
  if (kind === "tree") return <TreePicture name={name} root={resolved} />;
  if (kind === "graph")
    return <GraphPicture name={name} graph={readNodeGraph(resolved, view.current, view.language)} />;
  return <ValueText value={resolved} />;
}

/** A value as readable text, wrapped where it is long. */
export function ValueText({ value }: { value: TraceValue }) {
  const { language, current } = useTraceView();
  return (
    <code className="font-mono text-sm break-all whitespace-pre-wrap text-slate-900">
      {formatTraceValue(value, current, language, 400)}
    </code>
  );
}
