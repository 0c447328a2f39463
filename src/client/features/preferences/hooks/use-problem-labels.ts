import { useSyncExternalStore } from "react";
import { useWorkspacePreferences } from "../api/get-workspace-preferences";

// The one place that decides whether the solve page shows a problem's labels (difficulty, topic, company
// and pattern tags, and the solve target that gives the difficulty away): hidden when the user chose to
// practise without them, unless they asked to see this problem's.

/** Problems whose labels the user asked to see in this tab, despite the preference. */
const revealedIds = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function reveal(problemId: string) {
  revealedIds.add(problemId);
  for (const listener of listeners) listener();
}

export type ProblemLabels = {
  /** The labels are not to be shown: the preference is on (or not known yet) and this problem's are not revealed. */
  isHidden: boolean;
  /** Hidden by the user's choice, so "Show labels" applies (not merely while the preference loads). */
  canReveal: boolean;
  reveal: () => void;
};

export function useProblemLabels(problemId: string): ProblemLabels {
  const preferences = useWorkspacePreferences();
  const isRevealed = useSyncExternalStore(
    subscribe,
    () => revealedIds.has(problemId),
    () => false,
  );
  // Until the preference is known, nothing shows: a glimpse of the difficulty would spoil the practice.
  // A preference that failed to load shows the labels, as a new user's does.
  const isPreferred = preferences.isError ? false : (preferences.data?.preferences.hideProblemLabels ?? true);
  return {
    isHidden: isPreferred && !isRevealed,
    canReveal: preferences.isSuccess && isPreferred && !isRevealed,
    reveal: () => reveal(problemId),
  };
}
