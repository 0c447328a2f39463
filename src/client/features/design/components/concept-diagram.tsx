import { useId } from "react";
import { COMPONENT_KIND_LABELS, type ComponentKind, type DiagramInput } from "@/shared/design/diagram";

// A concept's small example diagram as a static SVG: no React Flow, so the Concept Library never pulls the
// canvas chunk into the lab. Components sit where the diagram places them (a grid of 150 × 100 steps).

const BOX_WIDTH = 132;
const BOX_HEIGHT = 48;
const PADDING = 8;

/** Fill and outline by role: entry points, compute, data, messaging. */
const KIND_COLORS: Record<ComponentKind, { fill: string; stroke: string }> = {
  client: { fill: "#f1f5f9", stroke: "#64748b" },
  dns: { fill: "#e0f2fe", stroke: "#0284c7" },
  cdn: { fill: "#e0f2fe", stroke: "#0284c7" },
  "load-balancer": { fill: "#e0f2fe", stroke: "#0284c7" },
  "api-gateway": { fill: "#e0f2fe", stroke: "#0284c7" },
  "rate-limiter": { fill: "#e0f2fe", stroke: "#0284c7" },
  service: { fill: "#e0e7ff", stroke: "#4f46e5" },
  worker: { fill: "#e0e7ff", stroke: "#4f46e5" },
  cache: { fill: "#dcfce7", stroke: "#16a34a" },
  "sql-database": { fill: "#dcfce7", stroke: "#16a34a" },
  "nosql-database": { fill: "#dcfce7", stroke: "#16a34a" },
  "read-replica": { fill: "#dcfce7", stroke: "#16a34a" },
  "object-storage": { fill: "#dcfce7", stroke: "#16a34a" },
  "search-index": { fill: "#dcfce7", stroke: "#16a34a" },
  "message-queue": { fill: "#fef3c7", stroke: "#d97706" },
  "external-service": { fill: "#f5f5f4", stroke: "#78716c" },
};

type Point = { x: number; y: number };

/** Where the line from a box's centre towards `toward` leaves the box. */
function leaveBox(center: Point, toward: Point): Point {
  const dx = toward.x - center.x;
  const dy = toward.y - center.y;
  const scale = Math.min(
    dx === 0 ? Number.POSITIVE_INFINITY : BOX_WIDTH / 2 / Math.abs(dx),
    dy === 0 ? Number.POSITIVE_INFINITY : BOX_HEIGHT / 2 / Math.abs(dy),
  );
  return { x: center.x + dx * scale, y: center.y + dy * scale };
}

export function ConceptDiagram({ diagram, caption }: { diagram: DiagramInput; caption: string }) {
  const id = useId();
  const markerId = `${id}-arrow`;
  const centers = new Map(
    diagram.components.map((component) => [
      component.id,
      { x: component.position.x + BOX_WIDTH / 2, y: component.position.y + BOX_HEIGHT / 2 },
    ]),
  );
  const { minX, minY, width, height } = getBounds(diagram);
  return (
    <figure className="space-y-2">
      {/* Named by the caption and described by the connections listed under it, which say the same in words. */}
      <svg
        role="img"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-connections`}
        viewBox={`${minX} ${minY} ${width} ${height}`}
        // Never drawn larger than its own size: a one-column diagram stays as small as a wide one.
        style={{ maxWidth: width }}
        className="mx-auto block h-auto w-full"
      >
        <title>{caption}</title>
        <defs>
          <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0,0 L10,5 L0,10 z" fill="#475569" />
          </marker>
        </defs>
        {diagram.connections.map((connection) => {
          const from = centers.get(connection.from);
          const to = centers.get(connection.to);
          if (!from || !to) return null;
          return (
            <ConnectionLine key={connection.id} from={from} to={to} label={connection.label} markerId={markerId} />
          );
        })}
        {diagram.components.map((component) => (
          <ComponentBox key={component.id} component={component} />
        ))}
      </svg>
      <figcaption id={`${id}-caption`} className="text-sm text-slate-700">
        {caption}
      </figcaption>
      <ul id={`${id}-connections`} aria-label="Connections" className="space-y-0.5 text-xs text-slate-600">
        {describeConnections(diagram).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </figure>
  );
}

/** The view box around every component, with a little room. */
function getBounds(diagram: DiagramInput) {
  const xs = diagram.components.map(({ position }) => position.x);
  const ys = diagram.components.map(({ position }) => position.y);
  const minX = Math.min(...xs) - PADDING;
  const minY = Math.min(...ys) - PADDING;
  const width = Math.max(...xs) + BOX_WIDTH + PADDING - minX;
  const height = Math.max(...ys) + BOX_HEIGHT + PADDING - minY;
  return { minX, minY, width, height };
}

/** Each connection in words: "Web → API: HTTPS". */
function describeConnections(diagram: DiagramInput) {
  const labels = new Map(diagram.components.map((component) => [component.id, component.label]));
  return diagram.connections.map(
    (connection) =>
      `${labels.get(connection.from)} → ${labels.get(connection.to)}${connection.label ? `: ${connection.label}` : ""}`,
  );
}

function ConnectionLine({
  from,
  to,
  label,
  markerId,
}: {
  from: Point;
  to: Point;
  label: DiagramInput["connections"][number]["label"];
  markerId: string;
}) {
  const start = leaveBox(from, to);
  const end = leaveBox(to, from);
  return (
    <g>
      <line
        x1={start.x}
        y1={start.y}
        x2={end.x}
        y2={end.y}
        stroke="#475569"
        strokeWidth={1.5}
        markerEnd={`url(#${markerId})`}
      />
      {label ? (
        <text
          x={(start.x + end.x) / 2}
          y={(start.y + end.y) / 2}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={11}
          fill="#334155"
          stroke="#ffffff"
          strokeWidth={4}
          paintOrder="stroke"
        >
          {label}
        </text>
      ) : null}
    </g>
  );
}

function ComponentBox({ component }: { component: DiagramInput["components"][number] }) {
  const colors = KIND_COLORS[component.kind];
  const { x, y } = component.position;
  const replicas = component.replicas ?? 1;
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={BOX_WIDTH}
        height={BOX_HEIGHT}
        rx={8}
        fill={colors.fill}
        stroke={colors.stroke}
        strokeWidth={1.5}
      />
      <text x={x + BOX_WIDTH / 2} y={y + 20} textAnchor="middle" fontSize={12} fontWeight={600} fill="#0f172a">
        {component.label}
      </text>
      <text x={x + BOX_WIDTH / 2} y={y + 37} textAnchor="middle" fontSize={10} fill="#475569">
        {replicas > 1 ? `${COMPONENT_KIND_LABELS[component.kind]} ×${replicas}` : COMPONENT_KIND_LABELS[component.kind]}
      </text>
    </g>
  );
}
