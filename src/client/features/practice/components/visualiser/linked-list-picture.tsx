import type { TraceValue } from "@/shared/trace/trace-types";
import { findNodePointers } from "../../lib/visualiser/find-pointers";
import { walkLinkedList } from "../../lib/visualiser/walk-linked-list";
import { SvgArrowMarker, useSvgId } from "./svg-arrow-marker";
import { useTraceView } from "./trace-view-context";
import { PictureScroller } from "./value-cell";

const BOX_HEIGHT = 32;
const GAP = 30;
const NAME_LINE = 14;

/**
 * A linked list from the variable's node along `next`: boxes and arrows, the frame's other locals that
 * hold one of its nodes (prev, curr, slow, fast) under it, and a cycle as an arrow back to its node.
 */
export function LinkedListPicture({ name, head }: { name: string; head: TraceValue }) {
  const { language, current, locals } = useTraceView();
  const markerId = useSvgId();
  const walk = walkLinkedList(head, current, language);
  const names = findNodePointers(locals, new Set(walk.nodes.map((node) => node.id)), current, name);
  const boxWidth = Math.max(40, 8 * Math.max(...walk.nodes.map((node) => node.label.length)) + 16);
  const step = boxWidth + GAP;
  const nameLines = Math.max(0, ...[...names.values()].map((list) => list.length));
  // A cycle's arrow runs above the boxes, clear of the names below them.
  const top = walk.cycleTo === null ? 4 : 22;
  const centre = (position: number) => 4 + position * step + boxWidth / 2;
  const width = 4 + walk.nodes.length * step + 40;
  const height = top + BOX_HEIGHT + nameLines * NAME_LINE + 6;
  const end = walk.isCut ? "…" : walk.cycleTo === null ? (language === "python" ? "None" : "null") : null;
  const spoken = walk.nodes.map((node) => node.label).join(" → ");
  const cycleText = walk.cycleTo === null ? "" : `, then back to node ${walk.cycleTo + 1} (a cycle)`;

  return (
    <PictureScroller label={`${name}: a linked list`}>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`Linked list ${spoken}${end ? ` → ${end}` : ""}${cycleText}`}
      >
        <SvgArrowMarker id={markerId} />
        {walk.nodes.map((node, position) => {
          const x = 4 + position * step;
          return (
            <g key={node.id}>
              <rect x={x} y={top} width={boxWidth} height={BOX_HEIGHT} rx={6} className="fill-white stroke-slate-400" />
              <text x={x + boxWidth / 2} y={top + 21} textAnchor="middle" className="fill-slate-900 font-mono text-sm">
                {node.label}
              </text>
              {position < walk.nodes.length - 1 || end ? (
                <line
                  x1={x + boxWidth + 2}
                  y1={top + BOX_HEIGHT / 2}
                  x2={x + step - 3}
                  y2={top + BOX_HEIGHT / 2}
                  markerEnd={`url(#${markerId})`}
                  className="stroke-slate-400 stroke-[1.5]"
                />
              ) : null}
              {(names.get(node.id) ?? []).map((pointer, line) => (
                <text
                  key={pointer}
                  x={x + boxWidth / 2}
                  y={top + BOX_HEIGHT + 14 + line * NAME_LINE}
                  textAnchor="middle"
                  className="fill-brand-700 font-mono text-xs font-semibold"
                >
                  {pointer}
                </text>
              ))}
            </g>
          );
        })}
        {end ? (
          <text x={4 + walk.nodes.length * step} y={top + 21} className="fill-slate-500 font-mono text-xs">
            {end}
          </text>
        ) : null}
        {walk.cycleTo === null ? null : (
          <path
            d={`M ${centre(walk.nodes.length - 1) + 6} ${top} V 6 H ${centre(walk.cycleTo) - 6} V ${top - 3}`}
            fill="none"
            markerEnd={`url(#${markerId})`}
            className="stroke-brand-600 stroke-[1.5]"
            data-cycle
          />
        )}
      </svg>
    </PictureScroller>
  );
}
