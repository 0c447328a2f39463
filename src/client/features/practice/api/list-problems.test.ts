import { QueryClient } from "@tanstack/react-query";
import { expect, test } from "vitest";
import { getProblemsQueryOptions } from "./list-problems";

test("invalidating the unfiltered problems key invalidates every filtered list too", async () => {
  const queryClient = new QueryClient();
  const filtered = getProblemsQueryOptions({ difficulty: "easy", search: "two sum" });
  queryClient.setQueryData(filtered.queryKey, []);
  queryClient.setQueryData(getProblemsQueryOptions().queryKey, []);

  await queryClient.invalidateQueries({ queryKey: getProblemsQueryOptions().queryKey });

  expect(queryClient.getQueryState(filtered.queryKey)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(getProblemsQueryOptions().queryKey)?.isInvalidated).toBe(true);
});

test("filters left out or undefined share one query, so the arena's two lists make one request", () => {
  const unfiltered = getProblemsQueryOptions();
  const defaults = getProblemsQueryOptions({ difficulty: undefined, topic: undefined, search: undefined });
  const queryClient = new QueryClient();
  queryClient.setQueryData(unfiltered.queryKey, []);
  expect(queryClient.getQueryData(defaults.queryKey)).toEqual([]);
});
