// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { expect, test, vi } from "vitest";
import { renderWithProviders } from "@/client/test/render";
import type { ComponentData, ComponentNode, ConnectionEdge } from "../lib/diagram-flow";
import { DesignInspector, type InspectorProps } from "./design-inspector";

const node = (id: string, label: string, selected = false, data: Partial<ComponentData> = {}): ComponentNode => ({
  id,
  type: "component",
  position: { x: 0, y: 0 },
  selected,
  data: { kind: "service", label, replicas: 1, ...data },
});

type Start = { nodes: ComponentNode[]; edges?: ConnectionEdge[]; focus?: InspectorProps["focus"] };

type Changes = {
  component: InspectorProps["onUpdateComponent"];
  connection: InspectorProps["onUpdateConnection"];
  connect: InspectorProps["onConnect"];
  delete: InspectorProps["onDeleteSelection"];
};

/**
 * The inspector beside a canvas of its own: the canvas applies each change to its diagram and passes the
 * diagram back, as the design canvas does; "Undo rename" stands for a change made outside the inspector.
 */
function Canvas({ start, changes }: { start: Required<Start>; changes: Changes }) {
  const [diagram, setDiagram] = useState({ nodes: start.nodes, edges: start.edges });
  const undoRename = () =>
    setDiagram((shown) => ({
      ...shown,
      nodes: shown.nodes.map((each) => start.nodes.find(({ id }) => id === each.id) ?? each),
    }));
  return (
    <>
      <button type="button" onClick={undoRename}>
        Undo rename
      </button>
      <DesignInspector
        nodes={diagram.nodes}
        selectedNodes={diagram.nodes.filter(({ selected }) => selected)}
        selectedEdges={diagram.edges.filter(({ selected }) => selected)}
        focus={start.focus}
        onUpdateComponent={(id, patch, field) => {
          changes.component(id, patch, field);
          setDiagram((shown) => ({
            ...shown,
            nodes: shown.nodes.map((each) => (each.id === id ? { ...each, data: { ...each.data, ...patch } } : each)),
          }));
        }}
        onUpdateConnection={(id, label) => {
          changes.connection(id, label);
          setDiagram((shown) => ({
            ...shown,
            edges: shown.edges.map((each) => (each.id === id ? { ...each, label } : each)),
          }));
        }}
        onConnect={changes.connect}
        onDeleteSelection={changes.delete}
      />
    </>
  );
}

function renderInspector({ nodes, edges = [], focus = null }: Start, refuseConnection: string | null = null) {
  const changes = {
    component: vi.fn<InspectorProps["onUpdateComponent"]>(),
    connection: vi.fn<InspectorProps["onUpdateConnection"]>(),
    connect: vi.fn<InspectorProps["onConnect"]>(() => refuseConnection),
    delete: vi.fn<InspectorProps["onDeleteSelection"]>(),
  };
  return { ...renderWithProviders(<Canvas start={{ nodes, edges, focus }} changes={changes} />), changes };
}

const selection = () => screen.getByRole("complementary", { name: "Selection" });

test("with nothing selected the inspector is gone", () => {
  renderInspector({ nodes: [node("api", "API"), node("db", "Orders")] });
  expect(screen.queryByRole("complementary", { name: "Selection" })).toBeNull();
});

test("renaming a component saves the trimmed name; an empty name is refused with a message and undone on leaving", async () => {
  const { user, changes } = renderInspector({ nodes: [node("api", "API", true)] });
  const name = within(selection()).getByRole("textbox", { name: "Name" });
  await user.clear(name);
  expect(name.getAttribute("aria-invalid")).toBe("true");
  expect(within(selection()).getByText("A component needs a name.")).toBeTruthy();
  expect(changes.component).not.toHaveBeenCalled();

  await user.type(name, "  Gateway ");
  expect(changes.component).toHaveBeenLastCalledWith("api", { label: "Gateway" }, "label");
  expect(name.getAttribute("aria-invalid")).toBe("false");
  // Leaving the field shows the name as the diagram holds it.
  await user.tab();
  expect((name as HTMLInputElement).value).toBe("Gateway");

  await user.clear(name);
  await user.tab();
  expect((name as HTMLInputElement).value).toBe("Gateway");
  expect(within(selection()).queryByText("A component needs a name.")).toBeNull();
});

test("a rename undone elsewhere shows in the field", async () => {
  const { user } = renderInspector({ nodes: [node("api", "API", true)] });
  const name = within(selection()).getByRole("textbox", { name: "Name" });
  await user.type(name, " v2");
  expect((name as HTMLInputElement).value).toBe("API v2");
  await user.click(screen.getByRole("button", { name: "Undo rename" }));
  expect((name as HTMLInputElement).value).toBe("API");
});

test("instances take a whole number from 1 to 100; anything else is explained and not saved", async () => {
  const { user, changes } = renderInspector({ nodes: [node("api", "API", true)] });
  const instances = within(selection()).getByRole("spinbutton", { name: "Instances" });
  await user.clear(instances);
  await user.type(instances, "101");
  expect(within(selection()).getByText("Instances must be a whole number from 1 to 100.")).toBeTruthy();
  expect(changes.component).toHaveBeenCalledWith("api", { replicas: 10 }, "replicas");
  expect(changes.component).not.toHaveBeenCalledWith("api", { replicas: 101 }, "replicas");
  // Leaving the field shows the last number saved.
  await user.tab();
  expect((instances as HTMLInputElement).value).toBe("10");
  expect(within(selection()).queryByText(/Instances must be/)).toBeNull();
});

test("the kind and the note are saved as chosen, the note with its length", async () => {
  const { user, changes } = renderInspector({ nodes: [node("api", "API", true)] });
  await user.selectOptions(within(selection()).getByRole("combobox", { name: "Kind" }), "Cache");
  expect(changes.component).toHaveBeenCalledWith("api", { kind: "cache" }, "kind");
  await user.type(within(selection()).getByRole("textbox", { name: "Note" }), "Hot keys");
  expect(changes.component).toHaveBeenLastCalledWith("api", { note: "Hot keys" }, "note");
  expect(within(selection()).getByText("8/500")).toBeTruthy();
});

test("Connect to draws a connection from the keyboard: it asks for the other end and shows a refusal", async () => {
  const nodes = [node("api", "API", true), node("db", "Orders"), node("cache", "Cache")];
  const { user, changes } = renderInspector({ nodes }, "These two are already connected.");
  const connectTo = within(selection()).getByRole("group", { name: "Connect to" });
  const add = within(connectTo).getByRole("button", { name: "Add connection" });
  await user.click(add);
  expect(within(connectTo).getByRole("alert").textContent).toBe("Choose the component to connect to.");
  expect(changes.connect).not.toHaveBeenCalled();

  const target = within(connectTo).getByRole("combobox", { name: "Component to connect to" });
  // The component itself is not offered.
  expect(
    within(target)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual(["Choose a component…", "Orders", "Cache"]);
  await user.selectOptions(target, "Orders");
  await user.type(within(connectTo).getByRole("combobox", { name: "What flows (optional)" }), "writes");
  await user.click(add);
  expect(changes.connect).toHaveBeenCalledWith("api", "db", "writes");
  expect(within(connectTo).getByRole("alert").textContent).toBe("These two are already connected.");
});

test("a connection added from the inspector clears its label for the next one", async () => {
  const { user, changes } = renderInspector({ nodes: [node("api", "API", true), node("db", "Orders")] });
  const connectTo = within(selection()).getByRole("group", { name: "Connect to" });
  const label = within(connectTo).getByRole("combobox", { name: "What flows (optional)" });
  await user.selectOptions(within(connectTo).getByRole("combobox", { name: "Component to connect to" }), "db");
  await user.type(label, "reads{Enter}");
  await user.click(within(connectTo).getByRole("button", { name: "Add connection" }));
  expect(changes.connect).toHaveBeenCalledWith("api", "db", "reads");
  expect((label as HTMLInputElement).value).toBe("");
  expect(within(connectTo).queryByRole("alert")).toBeNull();
});

test("a selected connection names its ends, takes focus when new, and saves what flows", async () => {
  const nodes = [node("api", "API"), node("db", "Orders")];
  const edges: ConnectionEdge[] = [{ id: "c1", source: "api", target: "db", selected: true }];
  const { user, changes } = renderInspector({ nodes, edges, focus: { target: "label", id: "c1" } });
  expect(within(selection()).getByText("Connection")).toBeTruthy();
  expect(selection().textContent).toContain("API");
  expect(within(selection()).getByLabelText("to")).toBeTruthy();
  const label = within(selection()).getByRole("combobox", { name: "What flows" });
  expect(document.activeElement).toBe(label);
  await user.type(label, "SQL");
  expect(changes.connection).toHaveBeenLastCalledWith("c1", "SQL");
  expect((label as HTMLInputElement).value).toBe("SQL");
  await user.click(within(selection()).getByRole("button", { name: "Delete connection" }));
  expect(changes.delete).toHaveBeenCalledOnce();
});

test("a new component's name is selected for typing over", async () => {
  renderInspector({ nodes: [node("api", "Service 2", true)], focus: { target: "name", id: "api" } });
  const name = within(selection()).getByRole("textbox", { name: "Name" }) as HTMLInputElement;
  expect([name.selectionStart, name.selectionEnd]).toEqual([0, "Service 2".length]);
});

test("several selected: the count of each and one Delete for them all", async () => {
  const nodes = [node("api", "API", true), node("db", "Orders", true)];
  const edges: ConnectionEdge[] = [{ id: "c1", source: "api", target: "db", selected: true }];
  const { user, changes } = renderInspector({ nodes, edges });
  expect(within(selection()).getByText("2 components and 1 connection selected")).toBeTruthy();
  expect(within(selection()).queryByRole("textbox")).toBeNull();
  await user.click(within(selection()).getByRole("button", { name: "Delete selected" }));
  expect(changes.delete).toHaveBeenCalledOnce();
});
