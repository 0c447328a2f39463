import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

export async function getProblem(id: string) {
  const { problem } = await unwrap(await api.practice.problems[":id"].$get({ param: { id } }));
  return problem;
}

export function getProblemQueryOptions(id: string) {
  return queryOptions({ queryKey: ["practice", "problem", id], queryFn: () => getProblem(id) });
}

export function useProblem(id: string) {
  return useQuery(getProblemQueryOptions(id));
}
