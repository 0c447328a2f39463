import { clsx } from "clsx";
import { cardClasses } from "@/client/components/ui/card";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { LoadMore } from "@/client/components/ui/load-more";
import { SourceLabel } from "@/client/components/ui/source-label";
import { formatOptionLabel } from "@/client/lib/format-option-label";
import type { ScenarioSummary } from "@/shared/schemas/design";
import { getComplexityBadgeClasses } from "../lib/complexity-badge";

type ScenarioListProps = {
  scenarios: ScenarioSummary[];
  /** The server has another page after the ones shown. */
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreError: boolean;
  onLoadMore: () => void;
  isClearing: boolean;
  onSelect: (id: string) => void;
  onClear: () => void;
};

export function ScenarioList({
  scenarios,
  hasMore,
  isLoadingMore,
  loadMoreError,
  onLoadMore,
  isClearing,
  onSelect,
  onClear,
}: ScenarioListProps) {
  return (
    <section aria-labelledby="scenario-list-title" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id="scenario-list-title" className="text-lg font-semibold text-slate-900">
          Your scenarios
        </h3>
        <ConfirmDialog
          confirmLabel="Clear All"
          title="Clear all scenarios?"
          description="Every scenario in your list will be removed from the System Design Lab."
          disabled={scenarios.length === 0 || isClearing}
          onConfirm={onClear}
        />
      </div>
      {scenarios.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          No scenarios yet. Choose a complexity and company, then press Generate Scenario.
        </p>
      ) : (
        <ul aria-label="Scenarios" className="grid gap-3 md:grid-cols-2">
          {scenarios.map((scenario) => (
            <li key={scenario.id}>
              <button
                type="button"
                onClick={() => onSelect(scenario.id)}
                className={cardClasses({
                  padding: "sm",
                  className: "flex h-full w-full flex-col gap-2 text-left hover:border-brand-500",
                })}
              >
                <span className="flex w-full items-start justify-between gap-2">
                  <span data-testid="scenario-title" className="font-semibold break-words text-slate-900">
                    {scenario.title}
                  </span>
                  <span
                    data-testid="complexity-badge"
                    className={clsx(
                      "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium",
                      getComplexityBadgeClasses(scenario.complexity),
                    )}
                  >
                    {formatOptionLabel(scenario.complexity)}
                  </span>
                </span>
                <span data-testid="scenario-description" className="line-clamp-2 text-sm text-slate-700">
                  {scenario.description}
                </span>
                <span className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                  <span className="font-medium">{formatOptionLabel(scenario.company)}</span>
                  <SourceLabel source={scenario.source} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <LoadMore noun="scenarios" onLoadMore={onLoadMore} isLoading={isLoadingMore} failed={loadMoreError} />
      ) : null}
    </section>
  );
}
