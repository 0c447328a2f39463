import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api-client";

/** Interview history, newest first, without the questions. */
export async function listInterviews() {
  const { interviews } = await unwrap(await api.interviews.$get());
  return interviews;
}

export function getInterviewsQueryOptions() {
  return queryOptions({ queryKey: ["interviews", "list"], queryFn: listInterviews });
}

export function useInterviews() {
  return useQuery(getInterviewsQueryOptions());
}
