import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { CONCEPTS, getConcept, isConceptId, listConceptGroups } from "./concept-texts";
import { CONCEPT_IDS } from "./concepts";
import { MASTERY_SCENARIOS } from "./design-stats";
import { diagramSchema } from "./diagram";

test("keeps the product's four groups and sixteen names, in the product's order", () => {
  expect(listConceptGroups().map(({ title, concepts }) => [title, concepts.map(({ name }) => name)])).toEqual([
    ["Scalability Patterns", ["Load Balancing", "Horizontal Scaling", "Database Sharding", "Microservices"]],
    ["Storage Systems", ["SQL vs NoSQL", "ACID Properties", "CAP Theorem", "Data Partitioning"]],
    ["Caching", ["CDN", "Redis", "Cache Strategies", "Cache Invalidation"]],
    ["Communication", ["REST APIs", "GraphQL", "Message Queues", "WebSockets"]],
  ]);
});

test("has exactly one concept per id", () => {
  expect(CONCEPTS.map(({ id }) => id)).toEqual([...CONCEPT_IDS]);
  expect(getConcept("cap-theorem")?.name).toBe("CAP Theorem");
  expect(isConceptId("cap-theorem")).toBe(true);
  expect(isConceptId("blockchain")).toBe(false);
  expect(getConcept("blockchain")).toBeUndefined();
});

test.each(CONCEPTS.map((concept) => [concept.name, concept] as const))(
  "%s is complete: what it is, when to use it, 2–4 trade-offs and an example",
  (_name, concept) => {
    expect(concept.summary.length).toBeGreaterThan(20);
    expect(concept.whatItIs.length).toBeGreaterThan(100);
    expect(concept.whenToUse.length).toBeGreaterThan(40);
    expect(concept.tradeOffs.length).toBeGreaterThanOrEqual(2);
    expect(concept.tradeOffs.length).toBeLessThanOrEqual(4);
    for (const point of concept.tradeOffs) expect(point.trim().length).toBeGreaterThan(20);
    expect(new Set(concept.tradeOffs).size).toBe(concept.tradeOffs.length);
    expect(concept.example.caption.trim()).not.toBe("");
    if (concept.example.kind === "exchange") {
      expect(concept.example.steps.length).toBeGreaterThanOrEqual(2);
      for (const step of concept.example.steps) {
        expect(step.label.trim()).not.toBe("");
        expect(step.body.trim()).not.toBe("");
      }
    }
  },
);

test.each(
  CONCEPTS.flatMap((concept) =>
    concept.example.kind === "diagram" ? [[concept.name, concept.example.diagram] as const] : [],
  ),
)("the diagram of %s is a valid diagram of 2–5 components with every connection labelled", (_name, input) => {
  const diagram = diagramSchema.parse(input);
  expect(diagram.components.length).toBeGreaterThanOrEqual(2);
  expect(diagram.components.length).toBeLessThanOrEqual(5);
  expect(diagram.connections.length).toBeGreaterThanOrEqual(1);
  for (const connection of diagram.connections) expect(connection.label?.trim()).toBeTruthy();
  const connected = new Set(diagram.connections.flatMap(({ from, to }) => [from, to]));
  expect(diagram.components.filter(({ id }) => !connected.has(id))).toEqual([]);
});

test("architectural concepts have a diagram, the others a concrete exchange", () => {
  const kinds = Object.fromEntries(CONCEPTS.map(({ id, example }) => [id, example.kind]));
  expect(kinds).toMatchObject({
    "load-balancing": "diagram",
    "message-queues": "diagram",
    cdn: "diagram",
    "acid-properties": "exchange",
    "cap-theorem": "exchange",
    "rest-apis": "exchange",
    graphql: "exchange",
  });
});

// A concept is mastered by good designs for MASTERY_SCENARIOS different scenarios (design-stats.ts, ADR 019):
// a concept fewer library scenarios need could never be mastered.
test("every concept is needed by at least MASTERY_SCENARIOS library scenarios", () => {
  const scenarios = ["basic", "intermediate", "advanced"].flatMap(
    (complexity) =>
      JSON.parse(readFileSync(new URL(`../../../content/scenarios/${complexity}.json`, import.meta.url), "utf8")) as {
        slug: string;
        concepts: string[];
      }[],
  );
  const needing = (id: string) => scenarios.filter(({ concepts }) => concepts.includes(id)).length;
  expect(CONCEPT_IDS.filter((id) => needing(id) < MASTERY_SCENARIOS)).toEqual([]);
});
