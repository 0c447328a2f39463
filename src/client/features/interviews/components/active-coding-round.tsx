import { clsx } from "clsx";
import { ArrowRight } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { InterviewCodeEditor, InterviewProblem } from "@/client/features/practice";
import { useInterviewerVoice } from "@/client/hooks/use-interviewer-voice";
import type { CodingRound } from "@/shared/schemas/coding-interviews";
import { useCodingRoundActions } from "../hooks/use-coding-round-actions";
import { useIdleNudge, useRoundCountdown } from "../hooks/use-round-clock";
import { NEXT_PHASE_LABELS } from "../lib/coding-round";
import { CodingMessageForm } from "./coding-message-form";
import { CodingRoundHeader } from "./coding-round-header";
import { CodingTranscript } from "./coding-transcript";

/**
 * A running coding round: the problem, the conversation with the interviewer, and from the Code phase on the
 * editor and judge. The countdown reaching zero finishes it, as Finish does.
 */
export function ActiveCodingRound({ round, userId }: { round: CodingRound; userId: string }) {
  const actions = useCodingRoundActions(round);
  const voice = useInterviewerVoice();
  const secondsLeft = useRoundCountdown(round, actions.finish);
  useIdleNudge(round, actions.askForNudge);
  const hasEditor = round.phase !== "clarify";
  const nextLabel = NEXT_PHASE_LABELS[round.phase];

  return (
    <section
      aria-labelledby="coding-round-title"
      className="space-y-5 rounded-xl border border-brand-100 bg-white p-4 sm:p-6"
    >
      <CodingRoundHeader round={round} secondsLeft={secondsLeft} isBusy={actions.isBusy} onFinish={actions.finish} />
      {actions.error ? <ErrorBanner message={actions.error} onDismiss={actions.clearError} /> : null}
      <div className={clsx("grid gap-6", hasEditor && "lg:grid-cols-2")}>
        <div className="min-w-0 space-y-6">
          <InterviewProblem problemId={round.problemId} />
          <CodingTranscript turns={round.transcript} isLive />
          <CodingMessageForm
            round={round}
            userId={userId}
            isBusy={actions.isBusy}
            onSend={actions.sendMessage}
            voice={voice}
          />
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
            {nextLabel ? (
              <Button variant="secondary" disabled={actions.isBusy} onClick={actions.nextPhase}>
                {nextLabel}
                <ArrowRight aria-hidden className="size-4" />
              </Button>
            ) : null}
            {round.phase === "complexity" && !round.isAccepted ? (
              <p className="text-sm text-slate-600">
                The follow-ups come once a Submit is Accepted: submit your code, or finish the round.
              </p>
            ) : null}
          </div>
        </div>
        {hasEditor ? (
          <div className="min-w-0">
            <InterviewCodeEditor problemId={round.problemId} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
