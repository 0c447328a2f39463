import { expect, test } from "vitest";
import { type Diagram, diagramSchema, MAX_COMPONENTS } from "@/shared/design/diagram";
import {
  createComponentNode,
  createConnectionEdge,
  findFreePosition,
  getAddComponentProblem,
  getConnectionProblem,
  nextComponentLabel,
  toDiagram,
  toEdges,
  toNodes,
} from "./diagram-flow";

const DIAGRAM: Diagram = {
  components: [
    { id: "web", kind: "client", label: "Browser", position: { x: 0, y: 0 }, replicas: 1 },
    { id: "api", kind: "service", label: "API", note: "Stateless", position: { x: 240, y: 10 }, replicas: 3 },
    { id: "db", kind: "sql-database", label: "Postgres", position: { x: 480, y: 0 }, replicas: 1 },
  ],
  connections: [
    { id: "e1", from: "web", to: "api", label: "HTTPS" },
    { id: "e2", from: "api", to: "db" },
  ],
};

test("a diagram goes to the canvas and comes back unchanged", () => {
  expect(toDiagram(toNodes(DIAGRAM), toEdges(DIAGRAM))).toEqual(DIAGRAM);
});

test("what the canvas adds is not saved: positions are rounded, blank notes and labels left out", () => {
  const nodes = toNodes(DIAGRAM).map((node) => ({
    ...node,
    position: { x: node.position.x + 0.4, y: node.position.y - 0.3 },
    selected: true,
    data: { ...node.data, note: node.id === "web" ? "   " : node.data.note },
  }));
  const edges = toEdges(DIAGRAM).map((edge) => ({ ...edge, label: edge.id === "e2" ? "  " : edge.label }));
  expect(toDiagram(nodes, edges)).toEqual(DIAGRAM);
});

test("new components are named after their kind, numbered when the name is taken, and saved as valid", () => {
  const nodes = toNodes(DIAGRAM);
  expect(nextComponentLabel("cache", nodes)).toBe("Cache");
  const cache = createComponentNode("cache", { x: 10.6, y: 20.2 }, nodes);
  const second = createComponentNode("cache", { x: 0, y: 0 }, [...nodes, cache]);
  expect([cache.data.label, second.data.label]).toEqual(["Cache", "Cache 2"]);
  expect(cache.position).toEqual({ x: 11, y: 20 });
  expect(cache.id).not.toBe(second.id);
  const edge = createConnectionEdge("api", cache.id, " reads ");
  const saved = toDiagram([...nodes, cache, second], [...toEdges(DIAGRAM), edge]);
  expect(diagramSchema.safeParse(saved).success).toBe(true);
  expect(saved.connections.at(-1)).toMatchObject({ from: "api", to: cache.id, label: "reads" });
});

test("a connection to itself, a repeated one, or one past the caps is refused with a reason", () => {
  const edges = toEdges(DIAGRAM);
  expect(getConnectionProblem(edges, "api", "api")).toBe("A component cannot connect to itself.");
  expect(getConnectionProblem(edges, "web", "api")).toMatch(/already connected/);
  expect(getConnectionProblem(edges, "api", "web")).toBeNull();
  const full = Array.from({ length: MAX_COMPONENTS }, (_, index) =>
    createComponentNode("service", { x: index, y: 0 }, []),
  );
  expect(getAddComponentProblem(full)).toBe("A diagram can have at most 300 components.");
  expect(getAddComponentProblem(full.slice(1))).toBeNull();
});

test("a component added without a drop point goes to the spot asked for, or the nearest free one", () => {
  expect(findFreePosition({ x: 100, y: 100 }, [])).toEqual({ x: 100, y: 100 });
  const placed: { position: { x: number; y: number } }[] = [];
  for (let count = 0; count < 12; count += 1) placed.push({ position: findFreePosition({ x: 100, y: 100 }, placed) });
  // Twelve in a row: all different, none overlapping another, all near where they were asked for.
  for (const [index, { position }] of placed.entries()) {
    for (const other of placed.slice(index + 1)) {
      const overlaps = Math.abs(other.position.x - position.x) < 180 && Math.abs(other.position.y - position.y) < 72;
      expect(overlaps).toBe(false);
    }
    expect(Math.abs(position.x - 100)).toBeLessThanOrEqual(360);
  }
});

test("a free spot on screen wins over a nearer one out of sight (a phone's narrow canvas)", () => {
  const view = { x: 0, y: 0, width: 400, height: 600 };
  const first = findFreePosition({ x: 110, y: 260 }, [], view);
  expect(first).toEqual({ x: 110, y: 260 });
  const second = findFreePosition({ x: 110, y: 260 }, [{ position: first }], view);
  expect(second.x).toBeGreaterThanOrEqual(0);
  expect(second.x + 180).toBeLessThanOrEqual(400);
  expect(Math.abs(second.y - first.y) >= 72 || Math.abs(second.x - first.x) >= 180).toBe(true);
});
