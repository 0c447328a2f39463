import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";
import { hasUnsettledEvaluations } from "../lib/interview-report";

/** How often the report asks for evaluations that are still queued or running. */
const EVALUATION_POLL_MS = 2000;

export async function getInterview(id: string) {
  const { interview } = await unwrap(await api.interviews[":id"].$get({ param: { id } }));
  return interview;
}

export function getInterviewQueryOptions(id: string) {
  return queryOptions({ queryKey: ["interviews", "detail", id], queryFn: () => getInterview(id) });
}

/**
 * The interview whose id is in the URL (an active session or a report survives a reload); idle without
 * one. Evaluations run on the server after Finish: while any is unsettled, the query polls.
 */
export function useInterview(id: string | null) {
  return useQuery({
    ...getInterviewQueryOptions(id ?? ""),
    enabled: id !== null,
    refetchInterval: (query) => (hasUnsettledEvaluations(query.state.data) ? EVALUATION_POLL_MS : false),
  });
}
