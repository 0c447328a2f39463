import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

export async function getInterview(id: string) {
  const { interview } = await unwrap(await api.interviews[":id"].$get({ param: { id } }));
  return interview;
}

export function getInterviewQueryOptions(id: string) {
  return queryOptions({ queryKey: ["interviews", "detail", id], queryFn: () => getInterview(id) });
}

/** The interview whose id is in the URL (an active session survives a reload); idle without one. */
export function useInterview(id: string | null) {
  return useQuery({ ...getInterviewQueryOptions(id ?? ""), enabled: id !== null });
}
