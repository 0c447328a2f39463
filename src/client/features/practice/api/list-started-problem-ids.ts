import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** The API keeps no "started" flag on a problem; the activity log's problem_started events are the record. */
const STARTED_EVENTS_LIMIT = 50;

export async function listStartedProblemIds() {
  const { events } = await unwrap(await api.activity.recent.$get({ query: { limit: String(STARTED_EVENTS_LIMIT) } }));
  return [
    ...new Set(
      events.flatMap((event) => (event.kind === "problem_started" && event.subjectId ? [event.subjectId] : [])),
    ),
  ];
}

export function getStartedProblemIdsQueryOptions() {
  return queryOptions({ queryKey: ["practice", "started-problem-ids"], queryFn: listStartedProblemIds });
}

export function useStartedProblemIds() {
  return useQuery(getStartedProblemIdsQueryOptions());
}
