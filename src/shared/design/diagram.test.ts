import { expect, test } from "vitest";
import { diagramSchema, MAX_COMPONENTS } from "./diagram";

const component = (id: string) => ({ id, kind: "service", label: id, position: { x: 0, y: 0 } });

test("defaults replicas to 1 and accepts connections between existing components", () => {
  const diagram = diagramSchema.parse({
    components: [component("a"), component("b")],
    connections: [{ id: "a-b", from: "a", to: "b", label: "HTTPS" }],
  });
  expect(diagram.components[0]?.replicas).toBe(1);
});

test("rejects duplicate ids, connections to missing components and self-loops, with clear messages", () => {
  const result = diagramSchema.safeParse({
    components: [component("a"), component("a")],
    connections: [
      { id: "x", from: "a", to: "missing" },
      { id: "x", from: "a", to: "a" },
    ],
  });
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    'Two components share the id "a".',
    'Connection "x" names a component that is not in the diagram: "missing".',
    'Two connections share the id "x".',
    'Connection "x" connects a component to itself.',
  ]);
});

test("caps the number of components", () => {
  const components = Array.from({ length: MAX_COMPONENTS + 1 }, (_, index) => component(`c${index}`));
  const result = diagramSchema.safeParse({ components, connections: [] });
  expect(result.error?.issues[0]?.message).toBe("A diagram can have at most 300 components.");
});
