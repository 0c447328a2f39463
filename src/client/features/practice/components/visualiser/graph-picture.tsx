import type { Graph } from "../../lib/visualiser/layout-graph";
import { placeOnCircle } from "../../lib/visualiser/layout-graph";
import { SvgArrowMarker, useSvgId } from "./svg-arrow-marker";
import { PictureScroller } from "./value-cell";

const RADIUS = 16;

/** A graph's nodes on a circle and its edges: lines, or arrows where an edge goes one way only. */
export function GraphPicture({ name, graph }: { name: string; graph: Graph }) {
  const markerId = useSvgId();
  const { size, points } = placeOnCircle(graph.nodes.length, RADIUS);
  const at = new Map(graph.nodes.map((node, position) => [node.key, points[position] ?? { x: 0, y: 0 }]));
  return (
    <PictureScroller label={`${name}: a graph`}>
      <svg
        width={size}
        height={size}
        role="img"
        aria-label={`Graph of ${graph.nodes.length} nodes and ${graph.edges.length} edges${graph.isCut ? " (the first ones drawn)" : ""}`}
      >
        <SvgArrowMarker id={markerId} />
        {graph.edges.map((edge) => {
          const from = at.get(edge.from);
          const to = at.get(edge.to);
          if (!from || !to || edge.from === edge.to) return null;
          // Lines end at the circles' edges, so an arrowhead is not hidden under its node.
          const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
          const dx = ((to.x - from.x) / length) * RADIUS;
          const dy = ((to.y - from.y) / length) * RADIUS;
          return (
            <line
              key={`${edge.from}→${edge.to}`}
              x1={from.x + dx}
              y1={from.y + dy}
              x2={to.x - dx * (edge.isDirected ? 1.15 : 1)}
              y2={to.y - dy * (edge.isDirected ? 1.15 : 1)}
              markerEnd={edge.isDirected ? `url(#${markerId})` : undefined}
              className="stroke-slate-400 stroke-[1.5]"
              data-graph-edge
            />
          );
        })}
        {graph.nodes.map((node) => {
          const point = at.get(node.key);
          return point ? (
            <g key={node.key}>
              <circle cx={point.x} cy={point.y} r={RADIUS} className="fill-white stroke-brand-500 stroke-[1.5]" />
              <text x={point.x} y={point.y + 4} textAnchor="middle" className="fill-slate-900 font-mono text-xs">
                {node.label}
              </text>
            </g>
          ) : null;
        })}
      </svg>
    </PictureScroller>
  );
}
