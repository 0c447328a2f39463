import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "wouter";
import type { InterviewAction } from "@/shared/schemas/interviews";
import { getInterviewQueryOptions, useInterview } from "../api/get-interview";
import { getInterviewsQueryOptions } from "../api/list-interviews";
import { useRateAnswer } from "../api/rate-answer";
import { useRetryEvaluations } from "../api/retry-evaluations";
import { useUpdateInterview } from "../api/update-interview";

/**
 * The open interview's id lives in the URL, so a reload or a shared link lands on the same question,
 * or on the same report once it is over.
 */
const SESSION_PARAM = "session";

const CONFLICT_MESSAGE =
  "This interview is already over (it was finished or ended in another tab), so your latest changes here could not be saved. Its report is below.";

/** The lab's error banner, which the session's failures fill. */
type ErrorBanner = { clearError: () => void; showError: (fallback: string) => (cause: unknown) => void };

/** The interview open in the URL, active or reported, and what is done to it. */
export function useInterviewSession({ clearError, showError }: ErrorBanner) {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const session = useInterview(searchParams.get(SESSION_PARAM));
  const update = useUpdateInterview();
  const rate = useRateAnswer();
  const retry = useRetryEvaluations();
  const [notice, setNotice] = useState<string | null>(null);
  const activeInterview = session.data?.status === "active" ? session.data : null;
  const reportInterview = session.data && session.data.status !== "active" ? session.data : null;

  const setSession = (id: string | null) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (id) params.set(SESSION_PARAM, id);
      else params.delete(SESSION_PARAM);
      return params;
    });

  const onAction = (action: InterviewAction) => {
    if (!activeInterview) return;
    clearError();
    update.mutate(
      { id: activeInterview.id, action },
      {
        // Finish opens the report (its id stays in the URL); End goes back to the start form.
        onSuccess: (interview) => (interview.status === "ended" ? setSession(null) : undefined),
        onError: showError("Failed to update interview"),
      },
    );
  };
  const onRate = (position: number, rating: number) => {
    if (!activeInterview) return;
    clearError();
    rate.mutate({ id: activeInterview.id, position, rating }, { onError: showError("Failed to save your rating") });
  };
  const onConflict = () => {
    if (!activeInterview) return;
    setNotice(CONFLICT_MESSAGE);
    void queryClient.invalidateQueries({ queryKey: getInterviewQueryOptions(activeInterview.id).queryKey });
    void queryClient.invalidateQueries({ queryKey: getInterviewsQueryOptions().queryKey });
  };
  const onRetry = () => {
    if (!reportInterview) return;
    clearError();
    retry.mutate(reportInterview.id, { onError: showError("Failed to retry the evaluation") });
  };

  const clearNotice = () => setNotice(null);
  return {
    session,
    activeInterview,
    reportInterview,
    setSession,
    notice,
    clearNotice,
    onAction,
    onRate,
    onConflict,
    onRetry,
    isUpdating: update.isPending,
    isRetrying: retry.isPending,
  };
}
