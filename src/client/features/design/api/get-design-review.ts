import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, unwrap } from "@/client/lib/api-client";
import type { DesignReviewState } from "@/shared/schemas/design-review";
import { getScenariosQueryOptions } from "./list-scenarios";

/** While the AI part runs in the background, the page asks again this often. */
const AI_POLL_MS = 2_000;

/** The scenario's latest design review (null before the first). */
export async function getDesignReview(id: string): Promise<DesignReviewState | null> {
  const { review } = await unwrap(await api.design.scenarios[":id"]["design-reviews"].$get({ param: { id } }));
  return review;
}

export function isAiReviewRunning(review: DesignReviewState | null | undefined): boolean {
  return review?.ai?.status === "pending" || review?.ai?.status === "running";
}

export function getDesignReviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["design", "review", id],
    queryFn: () => getDesignReview(id),
    // Polled only while the AI review is pending or running; the state is on the server, so a reload
    // picks the polling up again.
    refetchInterval: (query) => (isAiReviewRunning(query.state.data) ? AI_POLL_MS : false),
  });
}

/** The latest review, polled while its AI part runs; the stat cards are refreshed when it settles. */
export function useDesignReview(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(getDesignReviewQueryOptions(id));
  const isRunning = isAiReviewRunning(query.data);
  const aiStatus = query.data?.ai?.status;
  useEffect(() => {
    // An AI review that finished changes the scenario's score (the list's cards read it).
    if (!isRunning && aiStatus === "done") {
      void queryClient.invalidateQueries({ queryKey: getScenariosQueryOptions().queryKey });
    }
  }, [isRunning, aiStatus, queryClient]);
  return query;
}
