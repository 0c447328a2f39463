import { useSubscription, useUpgradeModal } from "@/client/features/subscription";
import { ApiError } from "@/client/lib/api-client";

/**
 * AI features need AI access; without it the action opens the upgrade modal instead.
 * While the subscription loads, access is assumed so the buttons do not flash a lock; the server
 * answers 402 then, which opens the modal too.
 */
export function useAiGate(featureName: string) {
  const { data } = useSubscription();
  const { openUpgradeModal } = useUpgradeModal();
  const canUseAI = data ? data.state.canUseAI : true;
  return {
    canUseAI,
    /** Runs `action` with AI access; otherwise opens the upgrade modal. */
    guard: (action: () => void) => (canUseAI ? action() : openUpgradeModal(featureName)),
    /** Missing AI access is not an error: it opens the modal and returns null. */
    getErrorMessage: (error: unknown, fallback: string): string | null => {
      if (error instanceof ApiError && error.code === "AI_ACCESS_REQUIRED") {
        openUpgradeModal(featureName);
        return null;
      }
      return error instanceof ApiError && error.message ? error.message : fallback;
    },
  };
}
