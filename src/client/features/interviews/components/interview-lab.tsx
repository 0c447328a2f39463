import { useSearchParams } from "react-router";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { useLabGeneration } from "@/client/features/labs/hooks/use-lab-generation";
import type { CreateInterviewInput, InterviewAction } from "@/shared/schemas/interviews";
import { useInterview } from "../api/get-interview";
import { useInterviews } from "../api/list-interviews";
import { useRateAnswer } from "../api/rate-answer";
import { useStartInterview } from "../api/start-interview";
import { useUpdateInterview } from "../api/update-interview";
import { ActiveInterview } from "./active-interview";
import { InterviewHistory } from "./interview-history";
import { InterviewStartForm } from "./interview-start-form";
import { InterviewStatCards } from "./interview-stat-cards";
import { InterviewTips } from "./interview-tips";

/** The active interview's id lives in the URL, so a reload or a shared link lands on the same question. */
const SESSION_PARAM = "session";

export function InterviewLab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const lab = useLabGeneration("AI Mock Interviews");
  const interviews = useInterviews();
  const session = useInterview(searchParams.get(SESSION_PARAM));
  const start = useStartInterview();
  const update = useUpdateInterview();
  const rate = useRateAnswer();
  const activeInterview = session.data?.status === "active" ? session.data : null;

  const setSession = (id: string | null) =>
    setSearchParams((params) => {
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
        onSuccess: (interview) => (interview.status === "active" ? undefined : setSession(null)),
        onError: lab.showError("Failed to update interview"),
      },
    );
  };

  const onRate = (position: number, rating: number) => {
    if (!activeInterview) return;
    lab.clearError();
    rate.mutate({ id: activeInterview.id, position, rating }, { onError: lab.showError("Failed to save your rating") });
  };

  return (
    <section aria-labelledby="interview-lab-title" className="space-y-6">
      <div>
        <h2 id="interview-lab-title" className="text-2xl font-bold text-slate-900">
          Interview Lab
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Practise with five realistic questions for the interview type, company and role you choose.
        </p>
      </div>
      {lab.error ? <ErrorBanner message={lab.error} onDismiss={lab.clearError} /> : null}
      <InterviewStatCards interviews={interviews.data ?? []} />
      {session.isLoading ? <Spinner className="mx-auto block size-8 text-brand-600" label="Loading interview" /> : null}
      {activeInterview ? (
        <ActiveInterview
          interview={activeInterview}
          isUpdating={update.isPending}
          onAction={onAction}
          onRate={onRate}
        />
      ) : session.isLoading ? null : (
        <InterviewStartForm canUseAI={lab.canUseAI} isStarting={start.isPending} onStart={onStart} />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <InterviewHistory
          interviews={interviews.data ?? []}
          openId={activeInterview?.id ?? null}
          onResume={setSession}
        />
        <InterviewTips />
      </div>
    </section>
  );
}
