import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { CONCEPT_IDS } from "@/shared/design/concepts";
import { checkDesign, type DesignExpectation, type DesignRuleId } from "@/shared/design/design-rules";
import type { ComponentKind, DiagramInput } from "@/shared/design/diagram";
import { createScratchContent } from "../../../tests/fixtures/scratch-content";
import { CONTENT_DIR, readLibrary } from "./load-library";
import { verifyLibrary } from "./verify-library";

// content:verify on hand-made system design scenarios: their concepts, their expectations, and the reference
// design that must meet each one.

const root = createScratchContent();

const SCENARIO = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "scenarios/basic.json"), "utf8"))[0];
const component = (id: string, kind: string, replicas = 1) => ({
  id,
  kind,
  label: id,
  position: { x: 0, y: 0 },
  replicas,
});
const REFERENCE = {
  components: [
    component("web", "client"),
    component("lb", "load-balancer"),
    component("api", "service", 3),
    component("cache", "cache", 2),
    component("db", "sql-database", 2),
    component("dns", "dns"),
  ],
  connections: [
    { id: "0", from: "web", to: "dns" },
    { id: "1", from: "web", to: "lb" },
    { id: "2", from: "lb", to: "api" },
    { id: "3", from: "api", to: "cache" },
    { id: "4", from: "api", to: "db" },
  ],
};
const EXPECTATIONS = [
  { rule: "cache-on-read-path", because: "Reads outnumber writes 100 to 1." },
  { rule: "redundancy", because: "Redirects must stay up." },
  { rule: "uses-kind", kind: "cache", because: "Hot links are read from memory." },
];

// Every concept must be needed by some scenario: beside the scenarios under test, intermediate.json holds
// three valid library scenarios that between them need all sixteen.
const INTERMEDIATE = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "scenarios/intermediate.json"), "utf8"))[0];
const COVERING = [0, 6, 12].map((start, index) => ({
  ...INTERMEDIATE,
  slug: `covering-${index}`,
  concepts: CONCEPT_IDS.slice(start, start + 6),
}));
const COVERING_EXPECTATIONS = COVERING.length * INTERMEDIATE.expectations.length;

function writeScenarios(content: string, scenarios: unknown[], covering: unknown[] = COVERING): string {
  const dir = path.join(root, content, "scenarios");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "basic.json"), JSON.stringify(scenarios));
  fs.writeFileSync(path.join(dir, "intermediate.json"), JSON.stringify(covering));
  return path.join(root, content);
}

test("passes a scenario whose reference design meets every expectation, and counts both", async () => {
  const contentDir = writeScenarios("scenarios-pass", [
    { ...SCENARIO, expectations: EXPECTATIONS, referenceDesign: REFERENCE },
  ]);
  const report = await verifyLibrary({ contentDir, isJavaScriptOnly: true });
  expect(report.failures).toEqual([]);
  expect(report.summary).toContain(`4 scenarios (${3 + COVERING_EXPECTATIONS} design expectations); 0 failures`);
});

test("fails an unknown concept, a concept named twice, none or too many, and concepts no scenario needs", async () => {
  const valid = { ...SCENARIO, expectations: EXPECTATIONS, referenceDesign: REFERENCE };
  const contentDir = writeScenarios(
    "scenarios-concepts",
    [
      { ...valid, concepts: ["cdn", "blockchain"] },
      { ...valid, slug: "twice", concepts: ["cdn", "redis", "cdn"] },
      { ...valid, slug: "none", concepts: [] },
      { ...valid, slug: "seven", concepts: CONCEPT_IDS.slice(0, 7) },
    ],
    COVERING.slice(0, 2),
  );
  const { failures } = await verifyLibrary({ contentDir, isJavaScriptOnly: true });
  const where = "scenarios-concepts/scenarios/basic.json";
  expect(failures).toEqual([
    `${where}[0] (url-shortener): concepts.1: A concept must be one of: ${CONCEPT_IDS.join(", ")}.`,
    `${where}[2] (none): concepts: Too small: expected array to have >=1 items`,
    `${where}[3] (seven): concepts: Too big: expected array to have <=6 items`,
    `${where} (twice): concept "cdn" appears more than once`,
    "concepts needed by no scenario: rest-apis, graphql, message-queues, websockets",
  ]);
});

test("fails a misplaced or missing kind, a repeated expectation, and a reference design that misses one", async () => {
  const contentDir = writeScenarios("scenarios-fail", [
    {
      ...SCENARIO,
      expectations: [
        { rule: "redundancy", kind: "cache", because: "Redirects must stay up." },
        { rule: "uses-kind", because: "Something." },
        { rule: "uses-kind", kind: "cache", because: "Hot links." },
        { rule: "uses-kind", kind: "cache", because: "Hot links again." },
        { rule: "queue-for-slow-work", because: "Clicks are counted later." },
      ],
      referenceDesign: REFERENCE,
    },
  ]);
  const { failures } = await verifyLibrary({ contentDir, isJavaScriptOnly: true });
  const where = "scenarios-fail/scenarios/basic.json (url-shortener)";
  expect(failures).toEqual([
    `${where}: expectation "redundancy" takes no kind, but names "cache"`,
    `${where}: expectation "uses-kind" needs a kind`,
    `${where}: expectation "uses-kind (cache)" appears more than once`,
    `${where}: referenceDesign misses expectation "uses-kind" (A required component): This expectation names no component kind.`,
    `${where}: referenceDesign misses expectation "queue-for-slow-work" (A queue between requests and slow work): ` +
      "No message queue: slow work runs inside the request, so users wait for it.",
  ]);
});

test("fails an unknown rule, too few expectations, a reference design with a dangling connection, and none at all", async () => {
  const contentDir = writeScenarios("scenarios-invalid", [
    { ...SCENARIO, expectations: [{ rule: "use-a-blockchain", because: "Hype." }, ...EXPECTATIONS] },
    {
      ...SCENARIO,
      slug: "second",
      expectations: EXPECTATIONS.slice(0, 2),
      referenceDesign: { ...REFERENCE, connections: [{ id: "1", from: "web", to: "nowhere" }] },
    },
    { ...SCENARIO, slug: "third", referenceDesign: undefined },
  ]);
  const { failures } = await verifyLibrary({ contentDir, isJavaScriptOnly: true });
  const where = "scenarios-invalid/scenarios/basic.json";
  expect(failures).toEqual([
    expect.stringMatching(new RegExp(`^${where}\\[0\\] \\(url-shortener\\): expectations\\.0\\.rule: Invalid option`)),
    `${where}[1] (second): expectations: Too small: expected array to have >=3 items`,
    `${where}[1] (second): referenceDesign.connections.0.to: Connection "1" names a component that is not in the diagram: "nowhere".`,
    expect.stringMatching(new RegExp(`^${where}\\[2\\] \\(third\\): referenceDesign: Invalid input`)),
  ]);
});

test("fails a reference design too small to show an architecture", async () => {
  const components = REFERENCE.components.filter((item) => item.id !== "dns");
  const connections = REFERENCE.connections.filter((item) => item.to !== "dns");
  const contentDir = writeScenarios("scenarios-small", [
    { ...SCENARIO, expectations: EXPECTATIONS, referenceDesign: { components, connections } },
  ]);
  const { failures } = await verifyLibrary({ contentDir, isJavaScriptOnly: true });
  expect(failures).toEqual([
    "scenarios-small/scenarios/basic.json (url-shortener): referenceDesign has 5 components, not 6–15",
  ]);
});

/** The reference design with what the rule looks for taken away: the review must then report it missing. */
function withoutWhatTheRuleNeeds(design: DiagramInput, { rule, kind }: DesignExpectation): DiagramInput {
  const removedKinds: Partial<Record<DesignRuleId, ComponentKind[]>> = {
    "cache-on-read-path": ["cache"],
    redundancy: ["read-replica", "load-balancer"],
    "queue-for-slow-work": ["message-queue"],
    "cdn-for-media": ["cdn"],
    "rate-limit-writes": ["rate-limiter"],
    "uses-kind": kind ? [kind] : [],
  };
  const isSingle = rule === "redundancy" || rule === "no-single-point-of-failure";
  const components = design.components
    .filter((component) => !removedKinds[rule]?.includes(component.kind))
    .map((component) => (isSingle ? { ...component, replicas: 1 } : component));
  const kept = new Set(components.map((component) => component.id));
  // Without its load balancer, a design's clients connect straight to what the balancer fed.
  const balancers = new Set(
    design.components.filter((c) => !kept.has(c.id) && c.kind === "load-balancer").map((c) => c.id),
  );
  const bridged = design.connections.flatMap((into) =>
    balancers.has(into.to)
      ? design.connections
          .filter((out) => out.from === into.to && kept.has(into.from) && kept.has(out.to))
          .map((out) => ({ id: `${into.id}+${out.id}`, from: into.from, to: out.to }))
      : [],
  );
  const connections = [...design.connections.filter((c) => kept.has(c.from) && kept.has(c.to)), ...bridged];
  return { components, connections };
}

test("every library scenario's reference design meets its expectations, and misses each one when what it checks is taken away", async () => {
  const { library } = await readLibrary({ onlyProblems: [] });
  expect(library.scenarios.length).toBeGreaterThan(0);
  for (const scenario of library.scenarios) {
    const { expectations, referenceDesign } = scenario;
    expect(checkDesign(referenceDesign, expectations).filter((check) => !check.holds)).toEqual([]);
    for (const expectation of expectations) {
      const [check] = checkDesign(withoutWhatTheRuleNeeds(referenceDesign, expectation), [expectation]);
      expect({ slug: scenario.slug, rule: expectation.rule, holds: check?.holds }).toEqual({
        slug: scenario.slug,
        rule: expectation.rule,
        holds: false,
      });
    }
  }
});
