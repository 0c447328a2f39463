import { ChevronRight } from "lucide-react";
import { Card } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import { PATTERN_LABELS } from "@/shared/constants/practice-options";
import { useProblemCatalogue } from "../api/get-problem-catalogue";
import { useOpenCatalogueEntry } from "../hooks/use-open-catalogue-entry";
import { countPatternProgress } from "../lib/catalogue-view";
import { CatalogueTable } from "./problem-library";

/** The 18 patterns in the order to learn them, each with its progress, opening to its problems. */
export function PatternRoadmap() {
  const catalogue = useProblemCatalogue();
  const opener = useOpenCatalogueEntry();
  if (catalogue.isPending)
    return <Spinner className="mx-auto block size-8 text-brand-600" label="Loading the roadmap" />;
  if (catalogue.isError)
    return <LoadErrorAlert message="Failed to load the roadmap" onRetry={() => void catalogue.refetch()} />;
  const steps = countPatternProgress(catalogue.data.problems);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Work through the patterns in this order: each one uses what the ones before it taught. Open a pattern to see its
        problems, easiest first.
      </p>
      {opener.error ? <ErrorBanner message={opener.error} onDismiss={opener.clearError} /> : null}
      <ol className="space-y-2">
        {steps.map((step, index) => {
          const percent = step.total === 0 ? 0 : Math.round((100 * step.solved) / step.total);
          const label = PATTERN_LABELS[step.pattern];
          return (
            <li key={step.pattern}>
              <Card as="details" padding="none" className="group" data-testid="roadmap-step">
                <summary className="flex cursor-pointer list-none items-start gap-3 p-4 [&::-webkit-details-marker]:hidden">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700">
                    {index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-semibold text-slate-900">{label}</span>
                      <span className="text-sm text-slate-700">
                        {step.solved} / {step.total} solved
                      </span>
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">{step.why}</span>
                    <span
                      role="progressbar"
                      aria-label={`${label} progress`}
                      aria-valuemin={0}
                      aria-valuemax={step.total}
                      aria-valuenow={step.solved}
                      className="mt-2 block h-1.5 overflow-hidden rounded-full bg-slate-100"
                    >
                      <span className="block h-full rounded-full bg-green-600" style={{ width: `${percent}%` }} />
                    </span>
                  </span>
                  <ChevronRight
                    aria-hidden
                    className="mt-1 size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90"
                  />
                </summary>
                <div className="border-t border-slate-200 p-2 sm:p-3">
                  <CatalogueTable entries={step.problems} opener={opener} />
                </div>
              </Card>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
