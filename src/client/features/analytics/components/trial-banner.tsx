import { AlertTriangle, Clock } from "lucide-react";

type State = { status: string; hasActiveSubscription: boolean; trialDaysLeft: number };

/**
 * For users without an active paid plan: how long the trial lasts, or that it is over (`expiredText`:
 * the product's 'Trial Expired - Upgrade to access AI insights' only where a model writes them).
 */
export function TrialBanner({ state, expiredText }: { state: State; expiredText: string }) {
  if (state.hasActiveSubscription) return null;
  return state.status === "trial" ? (
    <p className="flex items-center gap-2 rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm font-medium text-blue-900">
      <Clock aria-hidden className="size-4 shrink-0" />
      Trial Active - {state.trialDaysLeft} days remaining
    </p>
  ) : (
    <p className="flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900">
      <AlertTriangle aria-hidden className="size-4 shrink-0" />
      {expiredText}
    </p>
  );
}
