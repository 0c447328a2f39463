import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

export async function getCodingRound(id: string) {
  const { round } = await unwrap(await api.interviews.coding[":id"].$get({ param: { id } }));
  return round;
}

export function getCodingRoundQueryOptions(id: string) {
  return queryOptions({ queryKey: ["interviews", "coding", id], queryFn: () => getCodingRound(id) });
}

/** A coding round as the server stores it: a reload resumes it where it was. */
export function useCodingRound(id: string) {
  return useQuery(getCodingRoundQueryOptions(id));
}
