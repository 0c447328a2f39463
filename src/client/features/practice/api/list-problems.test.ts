import { QueryClient } from "@tanstack/react-query";
import { expect, test } from "vitest";
import { getProblemStatsQueryOptions } from "./get-problem-stats";
import { getProblemsQueryOptions } from "./list-problems";

const emptyList = { pages: [{ problems: [], nextCursor: null }], pageParams: [null] };
const noStats = { total: 0, byDifficulty: { easy: 0, medium: 0, hard: 0 }, started: 0, solved: 0 };

test("invalidating the unfiltered problems key invalidates every filtered list and the stats too", async () => {
  const queryClient = new QueryClient();
  const filtered = getProblemsQueryOptions({ difficulty: "easy", search: "two sum" });
  queryClient.setQueryData(filtered.queryKey, emptyList);
  queryClient.setQueryData(getProblemsQueryOptions().queryKey, emptyList);
  queryClient.setQueryData(getProblemStatsQueryOptions().queryKey, noStats);

  await queryClient.invalidateQueries({ queryKey: getProblemsQueryOptions().queryKey });

  expect(queryClient.getQueryState(filtered.queryKey)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(getProblemsQueryOptions().queryKey)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(getProblemStatsQueryOptions().queryKey)?.isInvalidated).toBe(true);
});

test("filters left out or undefined share one query", () => {
  const unfiltered = getProblemsQueryOptions();
  const defaults = getProblemsQueryOptions({ difficulty: undefined, topic: undefined, search: undefined });
  const queryClient = new QueryClient();
  queryClient.setQueryData(unfiltered.queryKey, emptyList);
  expect(queryClient.getQueryData(defaults.queryKey)).toEqual(emptyList);
});

test("the next page starts from the last page's cursor, and there is none after a null cursor", () => {
  const { getNextPageParam, initialPageParam } = getProblemsQueryOptions();
  expect(initialPageParam).toBeNull();
  const page = (nextCursor: string | null) => ({ problems: [], nextCursor });
  expect(getNextPageParam(page("abc"), [page("abc")], null, [null])).toBe("abc");
  expect(getNextPageParam(page(null), [page("abc"), page(null)], "abc", [null, "abc"])).toBeNull();
});
