import { useState } from "react";
import { ApiError } from "@/client/lib/api-client";
import type { CodingRound } from "@/shared/schemas/coding-interviews";
import { useNudgeCodingRound } from "../api/nudge-coding-round";
import { useSendCodingMessage } from "../api/send-coding-message";
import { useUpdateCodingRound } from "../api/update-coding-round";

/** What the candidate does in a round: say something, move on, finish; with the error of the last failure. */
export function useCodingRoundActions(round: CodingRound) {
  const send = useSendCodingMessage();
  const update = useUpdateCodingRound();
  const nudge = useNudgeCodingRound();
  const [error, setError] = useState<string | null>(null);
  const fail = (fallback: string) => (cause: unknown) =>
    setError(cause instanceof ApiError ? cause.message : `${fallback} Check your connection and try again.`);

  return {
    error,
    clearError: () => setError(null),
    isBusy: send.isPending || update.isPending,
    sendMessage: (text: string, onSent: () => void) => {
      setError(null);
      send.mutate({ id: round.id, text }, { onSuccess: onSent, onError: fail("Your message was not sent.") });
    },
    nextPhase: () => {
      setError(null);
      update.mutate({ id: round.id, action: "next-phase" }, { onError: fail("The round could not move on.") });
    },
    finish: () => {
      setError(null);
      update.mutate({ id: round.id, action: "finish" }, { onError: fail("The round could not be finished.") });
    },
    // A nudge that fails is not worth a banner: the next quiet spell asks again.
    askForNudge: () => nudge.mutate(round.id),
  };
}
