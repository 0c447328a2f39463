import type { TraceValue } from "@/shared/trace/trace-types";
import { layoutTree } from "../../lib/visualiser/layout-tree";
import { useTraceView } from "./trace-view-context";
import { PictureScroller } from "./value-cell";

const RADIUS = 16;
const COLUMN = 36;
const ROW = 52;
const PAD = 4;

/** A binary tree (objects with left and right) drawn top down, each node in its in-order column. */
export function TreePicture({ name, root }: { name: string; root: TraceValue }) {
  const { language, current } = useTraceView();
  const tree = layoutTree(root, current, language);
  const positions = new Map(
    tree.nodes.map((node) => [node.id, { x: PAD + RADIUS + node.column * COLUMN, y: PAD + RADIUS + node.depth * ROW }]),
  );
  const width = PAD * 2 + RADIUS * 2 + Math.max(0, tree.columns - 1) * COLUMN;
  const height = PAD * 2 + RADIUS * 2 + tree.depth * ROW;
  const rootLabel = tree.nodes.find((node) => node.depth === 0)?.label;
  return (
    <PictureScroller label={`${name}: a binary tree`}>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`Binary tree of ${tree.nodes.length} nodes${rootLabel ? `, root ${rootLabel}` : ""}${tree.isCut ? " (the first ones drawn)" : ""}`}
      >
        {tree.edges.map(({ from, to }) => {
          const a = positions.get(from);
          const b = positions.get(to);
          return a && b ? (
            <line key={to} x1={a.x} y1={a.y} x2={b.x} y2={b.y} className="stroke-slate-300 stroke-[1.5]" />
          ) : null;
        })}
        {tree.nodes.map((node) => {
          const at = positions.get(node.id);
          if (!at) return null;
          return (
            <g key={node.id} data-tree-node>
              <circle cx={at.x} cy={at.y} r={RADIUS} className="fill-white stroke-brand-500 stroke-[1.5]" />
              <text
                x={at.x}
                y={at.y + 4}
                textAnchor="middle"
                className={
                  node.label.length > 3 ? "fill-slate-900 font-mono text-[0.6rem]" : "fill-slate-900 font-mono text-xs"
                }
              >
                {node.label}
              </text>
            </g>
          );
        })}
      </svg>
    </PictureScroller>
  );
}
