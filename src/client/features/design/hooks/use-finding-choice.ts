import { useEffect, useRef, useState } from "react";
import type { DesignCheck } from "@/shared/design/design-rules";
import type { DesignReviewState } from "@/shared/schemas/design-review";

const NOTHING: ReadonlySet<string> = new Set();

export function findingKey(finding: DesignCheck) {
  return `${finding.rule}:${finding.kind ?? ""}`;
}

/**
 * The finding shown on the canvas. A new review shows where its first missing expectation belongs;
 * polling the same review keeps the user's choice.
 */
export function useFindingChoice(
  state: DesignReviewState | null,
  onHighlight: (componentIds: ReadonlySet<string>) => void,
  onShowDiagram: () => void,
) {
  const reviewId = state?.id;
  const first = state?.automatic.findings.find((finding) => !finding.holds && finding.componentIds.length > 0);
  const [choice, setChoice] = useState<{ reviewId: string | undefined; key: string | null } | null>(null);
  const chosen = choice && choice.reviewId === reviewId ? choice.key : first ? findingKey(first) : null;
  // The canvas is the editor's: it learns a new review's first finding when that review arrives.
  const firstIds = useRef(first?.componentIds);
  firstIds.current = first?.componentIds;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another review (id) arrives
  useEffect(() => {
    onHighlight(firstIds.current ? new Set(firstIds.current) : NOTHING);
  }, [reviewId]);

  const choose = (finding: DesignCheck, showOnCanvas = false) => {
    const key = findingKey(finding);
    const isChosen = chosen === key;
    setChoice({ reviewId, key: isChosen ? null : key });
    onHighlight(isChosen ? NOTHING : new Set(finding.componentIds));
    if (showOnCanvas && !isChosen) onShowDiagram();
  };
  return { chosen, choose };
}
