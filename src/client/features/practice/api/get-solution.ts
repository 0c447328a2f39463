import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The reference solutions and complexity: 409 SOLUTION_LOCKED until accepted or given up. */
export async function getSolution(id: string) {
  const { solution } = await unwrap(await api.practice.problems[":id"].solution.$get({ param: { id } }));
  return solution;
}

export function getSolutionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["practice", "solving", id, "solution"],
    queryFn: () => getSolution(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Asked for only once the problem is solved or given up (`isUnlocked`), so a locked 409 is never fetched. */
export function useSolution(id: string, isUnlocked: boolean) {
  return useQuery({ ...getSolutionQueryOptions(id), enabled: isUnlocked });
}
