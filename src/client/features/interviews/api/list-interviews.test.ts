import { QueryClient } from "@tanstack/react-query";
import { expect, test } from "vitest";
import { getInterviewStatsQueryOptions } from "./get-interview-stats";
import { getInterviewsQueryOptions } from "./list-interviews";

test("invalidating the history invalidates its stats too, so a start, finish or end recounts the cards", async () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(getInterviewsQueryOptions().queryKey, {
    pages: [{ interviews: [], nextCursor: null }],
    pageParams: [null],
  });
  queryClient.setQueryData(getInterviewStatsQueryOptions().queryKey, {
    sessionsCompleted: 0,
    questionsAnswered: 0,
    mostPractisedType: null,
    lastSessionAt: null,
  });
  await queryClient.invalidateQueries({ queryKey: getInterviewsQueryOptions().queryKey });
  expect(queryClient.getQueryState(getInterviewsQueryOptions().queryKey)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(getInterviewStatsQueryOptions().queryKey)?.isInvalidated).toBe(true);
});
