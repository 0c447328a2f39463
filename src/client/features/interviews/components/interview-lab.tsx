import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { useState } from "react";
import { useSearchParams } from "wouter";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { useAiLabels } from "@/client/features/ai-setup";
import { useAuthState } from "@/client/features/auth";
import { useLabGeneration } from "@/client/features/labs";
import type { CreateInterviewInput, InterviewAction } from "@/shared/schemas/interviews";
import { getInterviewQueryOptions, useInterview } from "../api/get-interview";
import { useInterviewStats } from "../api/get-interview-stats";
import { getInterviewsQueryOptions, useInterviews } from "../api/list-interviews";
import { useRateAnswer } from "../api/rate-answer";
import { useRetryEvaluations } from "../api/retry-evaluations";
import { useStartInterview } from "../api/start-interview";
import { useUpdateInterview } from "../api/update-interview";
import { ActiveInterview } from "./active-interview";
import { InterviewHistory } from "./interview-history";
import { InterviewReport } from "./interview-report";
import { InterviewStartForm } from "./interview-start-form";
import { InterviewStatCards } from "./interview-stat-cards";
import { InterviewTips } from "./interview-tips";

/**
 * The open interview's id lives in the URL, so a reload or a shared link lands on the same question,
 * or on the same report once it is over.
 */
const SESSION_PARAM = "session";

const CONFLICT_MESSAGE =
  "This interview is already over (it was finished or ended in another tab), so your latest changes here could not be saved. Its report is below.";

export function InterviewLab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const user = useAuthState((auth) => auth.user);
  const aiLabels = useAiLabels();
  const lab = useLabGeneration(aiLabels.mockInterviews);
  const interviews = useInterviews();
  // The cards count the whole history, counted by the server: the list below comes a page at a time.
  const stats = useInterviewStats();
  const session = useInterview(searchParams.get(SESSION_PARAM));
  const start = useStartInterview();
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

  const onStart = (input: CreateInterviewInput) =>
    lab.generate(start.mutate, input, {
      fallback: "Failed to start interview",
      onSuccess: (interview) => setSession(interview.id),
    });

  const onAction = (action: InterviewAction) => {
    if (!activeInterview) return;
    lab.clearError();
    update.mutate(
      { id: activeInterview.id, action },
      {
        // Finish opens the report (its id stays in the URL); End goes back to the start form.
        onSuccess: (interview) => (interview.status === "ended" ? setSession(null) : undefined),
        onError: lab.showError("Failed to update interview"),
      },
    );
  };

  const onRate = (position: number, rating: number) => {
    if (!activeInterview) return;
    lab.clearError();
    rate.mutate({ id: activeInterview.id, position, rating }, { onError: lab.showError("Failed to save your rating") });
  };

  const onConflict = () => {
    if (!activeInterview) return;
    setNotice(CONFLICT_MESSAGE);
    void queryClient.invalidateQueries({ queryKey: getInterviewQueryOptions(activeInterview.id).queryKey });
    void queryClient.invalidateQueries({ queryKey: getInterviewsQueryOptions().queryKey });
  };

  const onRetry = () => {
    if (!reportInterview) return;
    lab.clearError();
    retry.mutate(reportInterview.id, { onError: lab.showError("Failed to retry the evaluation") });
  };

  return (
    <section aria-labelledby="interview-lab-title" className="space-y-6">
      {/* A printed report is the report alone: the lab around it stays on screen. */}
      <div className={clsx(reportInterview && "print:hidden")}>
        <h2 id="interview-lab-title" className="text-2xl font-bold text-slate-900">
          Interview Lab
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Practise with five realistic questions for the interview type, company and role you choose.
        </p>
      </div>
      {lab.error ? (
        <div className="print:hidden">
          <ErrorBanner message={lab.error} onDismiss={lab.clearError} />
        </div>
      ) : null}
      {notice ? (
        <div className="print:hidden">
          <ErrorBanner message={notice} onDismiss={() => setNotice(null)} />
        </div>
      ) : null}
      <div className="print:hidden">
        <InterviewStatCards stats={stats.data} />
      </div>
      {session.isLoading ? <Spinner className="mx-auto block size-8 text-brand-600" label="Loading interview" /> : null}
      {activeInterview && user ? (
        <ActiveInterview
          interview={activeInterview}
          userId={user.id}
          isUpdating={update.isPending}
          onAction={onAction}
          onRate={onRate}
          onConflict={onConflict}
        />
      ) : reportInterview ? (
        <InterviewReport
          interview={reportInterview}
          isRetrying={retry.isPending}
          onRetry={onRetry}
          onClose={() => setSession(null)}
        />
      ) : session.isLoading ? null : (
        <InterviewStartForm canUseAI={lab.canUseAI} isStarting={start.isPending} onStart={onStart} />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2 print:hidden">
        <InterviewHistory
          interviews={interviews.data?.pages.flatMap((page) => page.interviews) ?? []}
          hasMore={interviews.hasNextPage}
          isLoadingMore={interviews.isFetchingNextPage}
          loadMoreError={interviews.isFetchNextPageError}
          onLoadMore={() => void interviews.fetchNextPage()}
          openId={session.data?.id ?? null}
          onOpen={setSession}
        />
        <InterviewTips />
      </div>
    </section>
  );
}
