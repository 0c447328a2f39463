import { expect, test } from "vitest";
import { createLibraryProvider } from "@/server/ai/library-provider";
import { MAX_COMPONENTS } from "@/shared/design/diagram";
import type { Scenario } from "@/shared/schemas/design";
import { DESIGN_VERSION_CONFLICT_MESSAGE, type DesignWork } from "@/shared/schemas/design-work";
import { type Caller, makeLibraryScenario, signUpCaller } from "../../../../tests/fixtures/ai-fixtures";
import { createTestApp } from "../../../../tests/fixtures/test-app";

// A scenario's diagram and phase notes are saved whole with a version; a save made on an old
// version answers 409 and changes nothing, so two tabs never silently overwrite each other.

const NOW = new Date("2026-11-15T12:00:00.000Z");
const ai = createLibraryProvider({
  library: {
    problems: [],
    interviewQuestions: [],
    scenarios: Array.from({ length: 4 }, (_, index) => makeLibraryScenario(`scenario-${index}`)),
  },
});
const { app } = await createTestApp({ ai, clock: () => NOW });

async function generate(caller: Caller): Promise<Scenario> {
  const response = await caller.call("POST", "/api/design/scenarios", { complexity: "intermediate" });
  expect(response.status).toBe(201);
  return ((await response.json()) as { scenario: Scenario }).scenario;
}

const designPath = (id: string) => `/api/design/scenarios/${id}/design`;
const readDesign = async (response: Response) => ((await response.json()) as { design: DesignWork }).design;

const component = (id: string, kind = "service", x = 0) => ({ id, kind, label: `The ${id}`, position: { x, y: 0 } });
const DIAGRAM = {
  components: [component("client", "client"), component("api", "service", 200), component("db", "sql-database", 400)],
  connections: [
    { id: "c1", from: "client", to: "api", label: "HTTPS" },
    { id: "c2", from: "api", to: "db", label: "reads, writes" },
  ],
};

test("a design starts empty, saves whole with its phase notes, and each save raises the version", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  expect(await readDesign(await caller.call("GET", designPath(id)))).toEqual({
    diagram: { components: [], connections: [] },
    phaseNotes: {},
    session: { activePhase: "requirements", phaseSeconds: {} },
    version: 0,
    updatedAt: null,
  });

  const first = await caller.call("PUT", designPath(id), {
    baseVersion: 0,
    diagram: DIAGRAM,
    phaseNotes: { requirements: "Reads dominate 100:1", api: "POST /links" },
    session: { activePhase: "api", phaseSeconds: { requirements: 290, "core-entities": 75, api: 12 } },
  });
  expect(first.status).toBe(200);
  expect(await readDesign(first)).toMatchObject({
    version: 1,
    updatedAt: NOW.toISOString(),
    session: { activePhase: "api", phaseSeconds: { requirements: 290, "core-entities": 75, api: 12 } },
  });
  const second = await readDesign(
    await caller.call("PUT", designPath(id), { baseVersion: 1, diagram: { components: [], connections: [] } }),
  );
  expect(second.version).toBe(2);

  const saved = await readDesign(await caller.call("GET", designPath(id)));
  expect(saved).toEqual({
    diagram: { components: [], connections: [] },
    phaseNotes: {},
    session: { activePhase: "requirements", phaseSeconds: {} },
    version: 2,
    updatedAt: NOW.toISOString(),
  });
});

test("a save made on an older version answers 409 and changes nothing", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  await caller.call("PUT", designPath(id), { baseVersion: 0, diagram: DIAGRAM });
  // A second tab, still on version 0, saves its own diagram.
  const stale = await caller.call("PUT", designPath(id), {
    baseVersion: 0,
    diagram: { components: [], connections: [] },
  });
  expect(stale.status).toBe(409);
  expect(await stale.json()).toEqual({ error: { code: "CONFLICT", message: DESIGN_VERSION_CONFLICT_MESSAGE } });
  const kept = await readDesign(await caller.call("GET", designPath(id)));
  expect(kept).toMatchObject({
    version: 1,
    diagram: { components: DIAGRAM.components.map((c) => ({ ...c, replicas: 1 })) },
  });
  // Two saves on the same version at once: one wins, the other is told.
  const statuses = await Promise.all(
    [1, 1].map((baseVersion) => caller.call("PUT", designPath(id), { baseVersion, diagram: DIAGRAM })),
  ).then((responses) => responses.map(({ status }) => status).sort());
  expect(statuses).toEqual([200, 409]);
});

test("a diagram past its caps or not well formed is refused with a clear message and changes nothing", async () => {
  const caller = await signUpCaller(app);
  const { id } = await generate(caller);
  await caller.call("PUT", designPath(id), { baseVersion: 0, diagram: DIAGRAM });
  const tooMany = Array.from({ length: MAX_COMPONENTS + 1 }, (_, index) => component(`c${index}`));
  const refusals = [
    [
      { baseVersion: 1, diagram: { components: tooMany, connections: [] } },
      "A diagram can have at most 300 components.",
    ],
    [{ baseVersion: 1, diagram: { ...DIAGRAM, connections: [{ id: "x", from: "client", to: "nowhere" }] } }, "nowhere"],
    [{ baseVersion: 1, diagram: DIAGRAM, phaseNotes: { lunch: "?" } }, 'Unrecognized key: \\"lunch\\"'],
    [{ baseVersion: -1, diagram: DIAGRAM }, "Base version cannot be negative"],
    [{ baseVersion: 1, diagram: DIAGRAM, session: { phaseSeconds: { api: -5 } } }, "A phase's time cannot be negative"],
    [{ baseVersion: 1, diagram: DIAGRAM, session: { activePhase: "lunch" } }, "Phase must be one of"],
  ] as const;
  for (const [body, message] of refusals) {
    const response = await caller.call("PUT", designPath(id), body);
    expect(response.status, message).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  }
  // Every count at its limit, with long notes and labels: each field is allowed, the whole is not.
  const heavy = Array.from({ length: MAX_COMPONENTS }, (_, index) => ({
    ...component(`c${index}`),
    note: "n".repeat(500),
  }));
  const links = Array.from({ length: 600 }, (_, index) => ({
    id: `l${index}`,
    from: `c${index % MAX_COMPONENTS}`,
    to: `c${(index + 1) % MAX_COMPONENTS}`,
    label: "l".repeat(60),
  }));
  const notes = Object.fromEntries(
    ["requirements", "core-entities", "api", "high-level-design", "deep-dives"].map((phase) => [
      phase,
      "p".repeat(10_000),
    ]),
  );
  const tooLarge = await caller.call("PUT", designPath(id), {
    baseVersion: 1,
    diagram: { components: heavy, connections: links },
    phaseNotes: notes,
  });
  expect(tooLarge.status).toBe(413);
  expect(JSON.stringify(await tooLarge.json())).toContain("A design can be at most 256 KB.");
  expect((await readDesign(await caller.call("GET", designPath(id)))).version).toBe(1);
});

test("another user's scenario answers 404 to reading and saving its design", async () => {
  const owner = await signUpCaller(app);
  const stranger = await signUpCaller(app);
  const { id } = await generate(owner);
  await owner.call("PUT", designPath(id), { baseVersion: 0, diagram: DIAGRAM });
  expect((await stranger.call("GET", designPath(id))).status).toBe(404);
  expect((await stranger.call("PUT", designPath(id), { baseVersion: 1, diagram: DIAGRAM })).status).toBe(404);
  expect((await readDesign(await owner.call("GET", designPath(id)))).version).toBe(1);
});
