import type { TreeDiff, TreeLayout } from "../lib/diff-trees";
import { formatJudgeValue } from "../lib/format-judge-value";

const STEP_X = 34;
const STEP_Y = 44;
const RADIUS = 14;
const PADDING = RADIUS + 4;

type Side = "expected" | "actual";

const COLOURS: Record<Side, { fill: string; stroke: string; text: string }> = {
  expected: { fill: "#ecfdf5", stroke: "#059669", text: "#064e3b" },
  actual: { fill: "#fef2f2", stroke: "#dc2626", text: "#7f1d1d" },
};

function centre(x: number, depth: number) {
  return { cx: PADDING + x * STEP_X, cy: PADDING + depth * STEP_Y };
}

/** One binary tree as a small SVG: each node a circle with its value, the nodes that differ drawn in colour. */
function TreeDrawing({ layout, side }: { layout: TreeLayout; side: Side }) {
  const label = side === "expected" ? "Expected tree" : "Actual tree";
  const differing = layout.nodes.filter((node) => node.isDifferent).length;
  if (layout.nodes.length === 0)
    return (
      <figure>
        <figcaption className="mb-1 text-xs font-medium text-slate-500">{label}</figcaption>
        <p className="rounded border border-dashed border-slate-400 px-2 py-1 font-mono text-xs text-slate-600">
          empty (null)
        </p>
      </figure>
    );
  const byId = new Map(layout.nodes.map((node) => [node.id, node]));
  const width = PADDING * 2 + (layout.width - 1) * STEP_X;
  const height = PADDING * 2 + (layout.height - 1) * STEP_Y;
  const colours = COLOURS[side];
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-xs font-medium text-slate-500">{label}</figcaption>
      <div className="overflow-x-auto">
        <svg
          role="img"
          aria-label={`${label}: ${layout.nodes.length} nodes, ${differing} marked as different`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block"
        >
          {layout.nodes.map((node) => {
            const parent = node.parentId === null ? undefined : byId.get(node.parentId);
            if (!parent) return null;
            const from = centre(parent.x, parent.depth);
            const to = centre(node.x, node.depth);
            return <line key={`edge-${node.id}`} x1={from.cx} y1={from.cy} x2={to.cx} y2={to.cy} stroke="#94a3b8" />;
          })}
          {layout.nodes.map((node) => {
            const { cx, cy } = centre(node.x, node.depth);
            const text = formatJudgeValue(node.value);
            return (
              <g key={node.id} data-different={node.isDifferent || undefined}>
                <title>{text}</title>
                <circle
                  cx={cx}
                  cy={cy}
                  r={RADIUS}
                  fill={node.isDifferent ? colours.fill : "#f8fafc"}
                  stroke={node.isDifferent ? colours.stroke : "#94a3b8"}
                  strokeWidth={node.isDifferent ? 2.5 : 1}
                />
                <text
                  x={cx}
                  y={cy}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={text.length > 3 ? 9 : 11}
                  fontWeight={node.isDifferent ? 700 : 400}
                  fill={node.isDifferent ? colours.text : "#334155"}
                  className="font-mono"
                >
                  {text.length > 5 ? `${text.slice(0, 4)}…` : text}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}

/** Both trees side by side (stacked on a phone), the nodes that differ marked in each. */
export function TreeDiffView({ diff }: { diff: TreeDiff }) {
  return (
    <div className="flex flex-wrap gap-4">
      <TreeDrawing layout={diff.expected} side="expected" />
      <TreeDrawing layout={diff.actual} side="actual" />
    </div>
  );
}
