// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { ReactFlowProvider } from "@xyflow/react";
import { createRef } from "react";
import { expect, test, vi } from "vitest";
import type { Diagram } from "@/shared/design/diagram";
import { type EditorFocus, useDiagramAdditions, useDiagramChanges } from "./use-diagram-edits";
import { useDiagramState } from "./use-diagram-state";

const TWO_SERVICES: Diagram = {
  components: [
    { id: "api", kind: "service", label: "API", position: { x: 0, y: 0 }, replicas: 1 },
    { id: "db", kind: "sql-database", label: "Orders", position: { x: 300, y: 0 }, replicas: 1 },
  ],
  connections: [],
};

/** The canvas's state and edits as the editor wires them, without React Flow's rendering. */
function renderEditor(initialDiagram: Diagram = TWO_SERVICES) {
  const onChange = vi.fn<(diagram: Diagram) => void>();
  const setFocus = vi.fn<(focus: EditorFocus) => void>();
  const setMessage = vi.fn<(message: string | null) => void>();
  const canvasRef = createRef<HTMLDivElement>();
  const { result } = renderHook(
    () => {
      const state = useDiagramState({ initialDiagram, onChange });
      return {
        state,
        changes: useDiagramChanges(state),
        additions: useDiagramAdditions(state, canvasRef, { setFocus, setMessage }),
      };
    },
    { wrapper: ReactFlowProvider },
  );
  /** Lets the commit queued in this task run. */
  const settle = () => act(async () => {});
  return { result, onChange, setFocus, setMessage, settle };
}

const labels = (diagram: Diagram | undefined) => diagram?.components.map((component) => component.label);

test("changes made in one task are one undo step, saved once; undo and redo restore and save the diagram", async () => {
  const { result, onChange, settle } = renderEditor();
  act(() => {
    result.current.changes.onUpdateComponent("api", { label: "Gateway" }, "label");
    result.current.changes.onUpdateComponent("db", { replicas: 3 }, "replicas");
  });
  await settle();
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(labels(onChange.mock.lastCall?.[0])).toEqual(["Gateway", "Orders"]);
  expect(result.current.state.history.past).toHaveLength(1);

  act(() => result.current.state.travel("undo"));
  expect(result.current.state.nodes.map((node) => node.data.label)).toEqual(["API", "Orders"]);
  expect(onChange.mock.lastCall?.[0]).toEqual(TWO_SERVICES);
  expect(result.current.state.history).toMatchObject({ past: [], future: [expect.anything()] });

  act(() => result.current.state.travel("redo"));
  expect(result.current.state.nodes.map((node) => node.data)).toMatchObject([{ label: "Gateway" }, { replicas: 3 }]);
  expect(labels(onChange.mock.lastCall?.[0])).toEqual(["Gateway", "Orders"]);
});

test("typing in one field is one undo step; another field starts a new one", async () => {
  const { result, settle } = renderEditor();
  for (const label of ["G", "Ga", "Gat"]) {
    act(() => result.current.changes.onUpdateComponent("api", { label }, "label"));
    await settle();
  }
  expect(result.current.state.history.past).toHaveLength(1);
  act(() => result.current.changes.onUpdateComponent("api", { note: "entry" }, "note"));
  await settle();
  expect(result.current.state.history.past).toHaveLength(2);
  act(() => result.current.state.travel("undo"));
  act(() => result.current.state.travel("undo"));
  expect(result.current.state.nodes[0]?.data.label).toBe("API");
});

test("undo with nothing to undo changes and saves nothing", () => {
  const { result, onChange } = renderEditor();
  act(() => result.current.state.travel("undo"));
  expect(onChange).not.toHaveBeenCalled();
  expect(result.current.state.nodes).toHaveLength(2);
});

test("a connection is added selected alone, its label asked for; a second one the same way is refused", async () => {
  const { result, onChange, setFocus, settle } = renderEditor();
  let refusal: string | null = "not called";
  act(() => {
    refusal = result.current.additions.connect("api", "db", "writes");
  });
  await settle();
  expect(refusal).toBeNull();
  const [edge] = result.current.state.edges;
  expect(edge).toMatchObject({ source: "api", target: "db", label: "writes", selected: true });
  expect(setFocus).toHaveBeenCalledWith({ target: "label", id: edge?.id });
  expect(onChange.mock.lastCall?.[0].connections).toMatchObject([{ from: "api", to: "db", label: "writes" }]);

  act(() => {
    refusal = result.current.additions.connect("api", "db");
  });
  expect(refusal).toBe("These two components are already connected in that direction.");
  expect(result.current.state.edges).toHaveLength(1);
});

test("a drawn connection that is refused is said in the message", () => {
  const { result, setMessage } = renderEditor();
  act(() =>
    result.current.additions.onConnect({ source: "api", target: "api", sourceHandle: null, targetHandle: null }),
  );
  expect(setMessage).toHaveBeenLastCalledWith("A component cannot connect to itself.");
  expect(result.current.state.edges).toHaveLength(0);
});

test("a component added where it is dropped is selected alone and saved, without taking the keyboard", async () => {
  const { result, onChange, setFocus, setMessage, settle } = renderEditor();
  act(() => result.current.additions.addComponent("cache", { x: 40, y: 200 }));
  await settle();
  const added = result.current.state.nodes.at(-1);
  expect(added).toMatchObject({ position: { x: 40, y: 200 }, selected: true, data: { kind: "cache" } });
  expect(result.current.state.nodes.filter((node) => node.selected)).toHaveLength(1);
  expect(setMessage).toHaveBeenLastCalledWith(null);
  expect(setFocus).not.toHaveBeenCalled();
  expect(onChange.mock.lastCall?.[0].components).toHaveLength(3);
});

test("a component added from the palette's button asks for its name", async () => {
  const { result, setFocus, settle } = renderEditor();
  act(() => result.current.additions.addComponent("worker"));
  await settle();
  const added = result.current.state.nodes.at(-1);
  expect(setFocus).toHaveBeenCalledWith({ target: "name", id: added?.id });
});

test("moving components is one undo step per move, grouped while the same ones move", async () => {
  const { result, settle } = renderEditor();
  const move = (x: number) =>
    act(() =>
      result.current.changes.onNodesChange([{ type: "position", id: "api", position: { x, y: 0 }, dragging: false }]),
    );
  move(10);
  await settle();
  move(20);
  await settle();
  expect(result.current.state.history.past).toHaveLength(1);
  act(() => result.current.state.travel("undo"));
  expect(result.current.state.nodes[0]?.position).toEqual({ x: 0, y: 0 });
});

test("a drag in progress is shown but not saved until it ends", async () => {
  const { result, onChange, settle } = renderEditor();
  act(() =>
    result.current.changes.onNodesChange([{ type: "position", id: "api", position: { x: 50, y: 5 }, dragging: true }]),
  );
  await settle();
  expect(result.current.state.nodes[0]?.position).toEqual({ x: 50, y: 5 });
  expect(onChange).not.toHaveBeenCalled();
});
