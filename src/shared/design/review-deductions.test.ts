import { expect, test } from "vitest";
import { makeDiagram } from "../../../tests/fixtures/diagrams";
import { reviewDesign } from "./design-review";
import type { ComponentKind, DiagramInput } from "./diagram";
import { DEDUCTION_POINTS, GIVEN_UP_SAFETY_CAP } from "./review-deductions";

// What the rubric scores poor however neat the rest takes the overall below the dimensions' mean.

/** Components as `id: [kind, replicas?]`, joined in one chain in the order given. */
const diagramOf = (components: Record<string, [ComponentKind, number?]>, chain: string[]): DiagramInput =>
  makeDiagram(components, [chain.join(">")]);

const NOTES = {
  requirements: "Store things and read them back quickly.",
  "core-entities": "Thing(id, name, owner)\nOwner(id, email)\nTag(thing_id, tag)",
  api: "POST /things, GET /things/{id}, DELETE /things/{id}",
};
const redundant = diagramOf(
  { client: ["client"], lb: ["load-balancer"], api: ["service", 3], db: ["sql-database", 2] },
  ["client", "lb", "api", "db"],
);
const input = { phaseNotes: NOTES, expectations: null, requirements: ["Store things", "Read them back"] };
const mean = (scores: (number | null)[]) => {
  const scored = scores.filter((score): score is number => score !== null);
  return Math.round((scored.reduce((sum, score) => sum + score, 0) / scored.length) * 10) / 10;
};

test("a sound design with notes has no deduction: the overall is the dimensions' mean", () => {
  const review = reviewDesign({ ...input, diagram: redundant });
  expect(review.deductions).toEqual([]);
  expect(review.score).toBe(mean(review.dimensions.map(({ score }) => score)));
});

test("a single instance in front of the data costs a point and says which component", () => {
  const single = diagramOf({ client: ["client"], api: ["service", 3], db: ["sql-database"] }, ["client", "api", "db"]);
  const review = reviewDesign({ ...input, diagram: single });
  expect(review.deductions).toEqual([
    expect.stringMatching(/^A single point of failure \(−1\): "db" runs as one instance/),
  ]);
  expect(review.score).toBe(Math.max(1, mean(review.dimensions.map(({ score }) => score)) - DEDUCTION_POINTS));
});

test("a read replica the service reads from stands in for the primary: no single point of failure", () => {
  const diagram = diagramOf({ client: ["client"], lb: ["load-balancer"], api: ["service", 3], db: ["sql-database"] }, [
    "client",
    "lb",
    "api",
    "db",
  ]);
  diagram.components.push({ id: "replica", kind: "read-replica", label: "replica", position: { x: 0, y: 200 } });
  diagram.connections.push({ id: "reads", from: "api", to: "replica", label: "reads" });
  expect(reviewDesign({ ...input, diagram }).deductions).toEqual([]);
});

test("notes too thin to explain the design cost a point", () => {
  const review = reviewDesign({ ...input, phaseNotes: { api: "REST." }, diagram: redundant });
  expect(review.deductions).toEqual([
    expect.stringMatching(/^Thin notes \(−1\): the requirements, API and data model score 1\.3/),
  ]);
});

test("notes that give up a safety mechanism cap the score at 2, quoting them", () => {
  for (const sentence of [
    "We do not need transactions or locks because Redis is fast.",
    "Persistence turned off on Redis for speed.",
    "We skipped idempotency keys because timeouts are rare.",
    "The client is trusted since the game validates locally.",
  ]) {
    const review = reviewDesign({ ...input, phaseNotes: { ...NOTES, "deep-dives": sentence }, diagram: redundant });
    expect(review.score, sentence).toBe(GIVEN_UP_SAFETY_CAP);
    expect(review.deductions?.[0], sentence).toMatch(/^A safety mechanism given up \(at most 2\): the notes say “/);
  }
  // Naming a mechanism the design keeps is no deduction.
  const kept = reviewDesign({
    ...input,
    phaseNotes: { ...NOTES, "deep-dives": "Each write runs in a transaction with a lock on the row." },
    diagram: redundant,
  });
  expect(kept.deductions).toEqual([]);
});
