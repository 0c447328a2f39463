import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api, unwrap } from "@/client/lib/api-client";

/** Every test of the problem, to run in the browser (never the reference solution). */
export async function getProblemJudge(id: string) {
  const { judge } = await unwrap(await api.practice.problems[":id"].judge.$get({ param: { id } }));
  return judge;
}

export function getProblemJudgeQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["practice", "solving", id, "judge"],
    queryFn: () => getProblemJudge(id),
    // A problem's tests never change.
    staleTime: Number.POSITIVE_INFINITY,
    // 409 PROBLEM_NOT_JUDGED (an old AI problem) or 404 will answer the same the second time.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });
}

export function useProblemJudge(id: string) {
  return useQuery(getProblemJudgeQueryOptions(id));
}
