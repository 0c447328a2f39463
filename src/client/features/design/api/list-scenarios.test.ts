import { QueryClient } from "@tanstack/react-query";
import { expect, test } from "vitest";
import { getScenarioQueryOptions } from "./get-scenario";
import { getScenarioStatsQueryOptions } from "./get-scenario-stats";
import { getScenariosQueryOptions } from "./list-scenarios";

test("invalidating the list invalidates the stats and every scenario's details too", async () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(getScenariosQueryOptions().queryKey, {
    pages: [{ scenarios: [], nextCursor: null }],
    pageParams: [null],
  });
  queryClient.setQueryData(getScenarioStatsQueryOptions().queryKey, {
    scenarioCount: 0,
    averageScore: null,
    studyMinutes: 0,
    masteredConcepts: [],
  });
  const detail = getScenarioQueryOptions("scenario_1").queryKey;
  queryClient.setQueryData(detail, {
    id: "scenario_1",
    title: "Design a Chat Service",
    description: "A system.",
    requirements: [],
    nonFunctionalRequirements: [],
    constraints: [],
    evaluationCriteria: [],
    complexity: "basic",
    company: "google",
    source: { kind: "library" },
    createdAt: "2026-11-22T10:00:00.000Z",
    rating: null,
    reviewedAt: null,
    score: null,
    scoreSource: null,
    concepts: [],
  });
  await queryClient.invalidateQueries({ queryKey: getScenariosQueryOptions().queryKey });
  for (const queryKey of [getScenariosQueryOptions().queryKey, getScenarioStatsQueryOptions().queryKey, detail]) {
    expect(queryClient.getQueryState(queryKey)?.isInvalidated, queryKey.join("/")).toBe(true);
  }
});

test("the next page starts from the last page's cursor, and there is none after a null cursor", () => {
  const { getNextPageParam, initialPageParam } = getScenariosQueryOptions();
  expect(initialPageParam).toBeNull();
  const page = (nextCursor: string | null) => ({ scenarios: [], nextCursor });
  expect(getNextPageParam(page("abc"), [page("abc")], null, [null])).toBe("abc");
  expect(getNextPageParam(page(null), [page("abc"), page(null)], "abc", [null, "abc"])).toBeNull();
});
