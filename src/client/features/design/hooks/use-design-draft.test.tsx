// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { apiError, json, stubApi } from "@/client/test/stub-api";
import type { Diagram } from "@/shared/design/diagram";
import { type DesignWork, EMPTY_DESIGN_SESSION } from "@/shared/schemas/design-work";
import { useDesignDraft } from "./use-design-draft";

const SAVE = "PUT /api/design/scenarios/s-1/design";
const WORK: DesignWork = {
  diagram: { components: [], connections: [] },
  phaseNotes: {},
  session: EMPTY_DESIGN_SESSION,
  version: 4,
  updatedAt: null,
};
const ONE_CACHE: Diagram = {
  components: [{ id: "c", kind: "cache", label: "Cache", position: { x: 0, y: 0 }, replicas: 1 }],
  connections: [],
};

afterEach(() => {
  vi.useRealTimers();
});

function renderDraft(answer: () => Response) {
  vi.useFakeTimers();
  let version = WORK.version;
  const requests = stubApi({
    [SAVE]: () => {
      const response = answer();
      if (response.ok) version += 1;
      return response.ok ? json({ design: { ...WORK, version } }) : response;
    },
  });
  const { result } = renderHook(() => useDesignDraft({ scenarioId: "s-1", userId: "u-1", work: WORK }));
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  return { result, requests: () => requests.filter((request) => request.method === "PUT"), wait };
}

test("the clock's ticks are saved only with the next change, on the version the server holds", async () => {
  const { result, requests, wait } = renderDraft(() => json({}));
  for (let second = 0; second < 3; second += 1) act(() => result.current.tick());
  await wait(12_000);
  expect(requests()).toHaveLength(0);
  expect(result.current.draft.session.phaseSeconds).toEqual({ requirements: 3 });

  act(() => result.current.setDiagram(ONE_CACHE));
  await wait(1500);
  expect(requests().map((request) => request.body)).toEqual([
    {
      baseVersion: 4,
      diagram: ONE_CACHE,
      phaseNotes: {},
      session: { ...EMPTY_DESIGN_SESSION, phaseSeconds: { requirements: 3 } },
    },
  ]);
  expect(result.current.status).toBe("saved");

  act(() => result.current.setPhaseNotes("requirements", "Reads outnumber writes"));
  await wait(1500);
  expect(requests().at(-1)?.body).toMatchObject({
    baseVersion: 5,
    phaseNotes: { requirements: "Reads outnumber writes" },
  });
});

test("changing the phase saves the clock at once with the new phase", async () => {
  const { result, requests, wait } = renderDraft(() => json({}));
  act(() => result.current.tick());
  act(() => result.current.setActivePhase("high-level-design"));
  await wait(1500);
  expect(requests().at(-1)?.body).toMatchObject({
    session: { activePhase: "high-level-design", phaseSeconds: { requirements: 1 } },
  });
});

test("a save refused because another tab saved first turns the conflict on and says so", async () => {
  const { result, wait } = renderDraft(() => apiError(409, "CONFLICT", "Changed elsewhere"));
  act(() => result.current.setDiagram(ONE_CACHE));
  await wait(1500);
  expect(result.current.conflict).toBe(true);
  expect(result.current.statusLabel).toBe("Not saved — changed elsewhere");
});
