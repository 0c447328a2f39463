import { clsx } from "clsx";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";

export const RESULTS_TABS = ["tests", "results", "codeReview", "submissions", "solution"] as const;
export type ResultsTab = (typeof RESULTS_TABS)[number];

const LABELS: Record<ResultsTab, string> = {
  tests: "Test cases",
  results: "Test results",
  codeReview: "Review",
  submissions: "Submissions",
  solution: "Solution",
};

type ProblemResultsPanelProps = {
  tab: ResultsTab;
  onTabChange: (tab: ResultsTab) => void;
  /** A tab shows only with its panel: a coding interview has no review or solution. */
  panels: Partial<Record<ResultsTab, ReactNode>>;
  fillHeight: boolean;
};

/** Below the editor: the test cases Run uses, the last results, the code review, the submissions and the solution. */
export function ProblemResultsPanel({ tab, onTabChange, panels, fillHeight }: ProblemResultsPanelProps) {
  const tabs = RESULTS_TABS.filter((value) => panels[value] !== undefined);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onTabChange(value as ResultsTab)}
      className={clsx("flex flex-col bg-white", fillHeight && "h-full")}
    >
      <Tabs.List
        aria-label="Results panels"
        className="flex shrink-0 gap-1 overflow-x-auto border-b border-slate-200 bg-slate-50 px-2"
      >
        {tabs.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
          >
            {LABELS[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((value) => (
        <Tabs.Content
          key={value}
          value={value}
          // Kept mounted: custom tests being typed and a loaded solution survive a look at another tab.
          forceMount
          className={clsx(
            "p-3 focus-visible:outline-none data-[state=inactive]:hidden",
            fillHeight && "min-h-0 flex-1 overflow-y-auto",
          )}
        >
          {panels[value]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
