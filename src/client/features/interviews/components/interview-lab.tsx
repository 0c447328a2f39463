import { clsx } from "clsx";
import { ArrowLeft, BookOpenText } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "wouter";
import { buttonClasses } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import { useAiLabels } from "@/client/features/ai-setup";
import { useAuthState } from "@/client/features/auth";
import { useLabGeneration } from "@/client/features/labs";
import { StoryBank } from "@/client/features/star-stories";
import { CODING_INTERVIEW_TYPE } from "@/shared/constants/practice-options";
import type { StartCodingRoundInput } from "@/shared/schemas/coding-interviews";
import type { CreateInterviewInput } from "@/shared/schemas/interviews";
import { useInterviewStats } from "../api/get-interview-stats";
import { useInterviews } from "../api/list-interviews";
import { useStartCodingRound } from "../api/start-coding-round";
import { useStartInterview } from "../api/start-interview";
import { useInterviewSession } from "../hooks/use-interview-session";
import { ActiveInterview } from "./active-interview";
import { CodingRoundView } from "./coding-round-view";
import { InterviewHistory } from "./interview-history";
import { InterviewReport } from "./interview-report";
import { InterviewStartForm } from "./interview-start-form";
import { InterviewStatCards } from "./interview-stat-cards";
import { InterviewTips } from "./interview-tips";

/** Which view of the lab the URL asks for: the mock interviews, or the story bank (`paths.storyBank`). */
const VIEW_PARAM = "view";

export function InterviewLab() {
  const [searchParams] = useSearchParams();
  return searchParams.get(VIEW_PARAM) === "stories" ? <StoryBankView /> : <MockInterviews />;
}

function StoryBankView() {
  const user = useAuthState((auth) => auth.user);
  return (
    <section aria-labelledby="interview-lab-title" className="space-y-6">
      <LabHeading
        action={
          <Link to={paths.interviewsTab} className={buttonClasses({ variant: "secondary", size: "sm" })}>
            <ArrowLeft aria-hidden className="size-4" />
            Mock interviews
          </Link>
        }
      />
      {user ? <StoryBank userId={user.id} /> : null}
    </section>
  );
}

function MockInterviews() {
  const user = useAuthState((auth) => auth.user);
  const aiLabels = useAiLabels();
  const lab = useLabGeneration(aiLabels.mockInterviews);
  const interviews = useInterviews();
  // The cards count the whole history, counted by the server: the list below comes a page at a time.
  const stats = useInterviewStats();
  const open = useInterviewSession(lab);
  const { session, activeInterview, reportInterview, setSession } = open;
  // A coding interview's session opens its round (or report), which it loads itself.
  const codingId = session.data?.type === CODING_INTERVIEW_TYPE ? session.data.id : null;

  return (
    <section aria-labelledby="interview-lab-title" className="space-y-6">
      {/* A printed report is the report alone: the lab around it stays on screen. */}
      <div className={clsx(reportInterview && "print:hidden")}>
        <LabHeading
          action={
            <Link to={paths.storyBank} className={buttonClasses({ variant: "secondary", size: "sm" })}>
              <BookOpenText aria-hidden className="size-4" />
              Story bank
            </Link>
          }
        />
      </div>
      <ScreenOnlyBanner message={lab.error} onDismiss={lab.clearError} />
      <ScreenOnlyBanner message={open.notice} onDismiss={open.clearNotice} />
      <div className="print:hidden">
        <InterviewStatCards stats={stats.data} />
      </div>
      {session.isLoading ? <Spinner className="mx-auto block size-8 text-brand-600" label="Loading interview" /> : null}
      {codingId && user ? (
        <CodingRoundView id={codingId} userId={user.id} onClose={() => setSession(null)} />
      ) : activeInterview && user ? (
        <ActiveInterview
          interview={activeInterview}
          userId={user.id}
          isUpdating={open.isUpdating}
          onAction={open.onAction}
          onRate={open.onRate}
          onConflict={open.onConflict}
        />
      ) : reportInterview ? (
        <InterviewReport
          interview={reportInterview}
          isRetrying={open.isRetrying}
          onRetry={open.onRetry}
          onClose={() => setSession(null)}
        />
      ) : session.isLoading ? null : (
        <StartForm lab={lab} onStarted={setSession} />
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

function LabHeading({ action }: { action: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 id="interview-lab-title" className="text-2xl font-bold text-slate-900">
          Interview Lab
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Practise with five realistic questions, or a timed coding round, for the company and role you choose.
        </p>
      </div>
      {action}
    </div>
  );
}

/** The start form: five questions of a type, or a coding round; the new session opens once started. */
function StartForm({ lab, onStarted }: { lab: ReturnType<typeof useLabGeneration>; onStarted: (id: string) => void }) {
  const start = useStartInterview();
  const startCoding = useStartCodingRound();
  const options = { fallback: "Failed to start interview", onSuccess: ({ id }: { id: string }) => onStarted(id) };
  return (
    <InterviewStartForm
      canUseAI={lab.canUseAI}
      isStarting={start.isPending || startCoding.isPending}
      onStart={(input: CreateInterviewInput) => lab.generate(start.mutate, input, options)}
      onStartCoding={(input: StartCodingRoundInput) => lab.generate(startCoding.mutate, input, options)}
    />
  );
}

function ScreenOnlyBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  return message ? (
    <div className="print:hidden">
      <ErrorBanner message={message} onDismiss={onDismiss} />
    </div>
  ) : null;
}
