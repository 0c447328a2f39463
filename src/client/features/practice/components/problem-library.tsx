import { useState } from "react";
import { Card } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import type { CatalogueEntry } from "@/shared/schemas/problem-library";
import { useProblemCatalogue } from "../api/get-problem-catalogue";
import { useOpenCatalogueEntry } from "../hooks/use-open-catalogue-entry";
import { type CatalogueFilters, DEFAULT_CATALOGUE_FILTERS, selectCatalogueEntries } from "../lib/catalogue-view";
import { CatalogueEntryRow } from "./catalogue-entry-row";
import { LibraryFilters } from "./library-filters";

/** The Problem Library: every library problem and every generated one, searched, filtered and sorted. */
export function ProblemLibrary() {
  const catalogue = useProblemCatalogue();
  const [filters, setFilters] = useState<CatalogueFilters>(DEFAULT_CATALOGUE_FILTERS);
  const opener = useOpenCatalogueEntry();
  if (catalogue.isPending)
    return <Spinner className="mx-auto block size-8 text-brand-600" label="Loading the problem library" />;
  if (catalogue.isError)
    return <LoadErrorAlert message="Failed to load the problem library" onRetry={() => void catalogue.refetch()} />;
  const entries = selectCatalogueEntries(catalogue.data, filters);
  const list = catalogue.data.lists.find((candidate) => candidate.slug === filters.list);
  return (
    <div className="space-y-4">
      <LibraryFilters filters={filters} lists={catalogue.data.lists} onChange={setFilters} />
      {list ? <p className="text-sm text-slate-700">{list.description}</p> : null}
      {opener.error ? <ErrorBanner message={opener.error} onDismiss={opener.clearError} /> : null}
      <p className="text-sm text-slate-600" aria-live="polite">
        {entries.length === 1 ? "1 problem" : `${entries.length} problems`}
      </p>
      <CatalogueTable entries={entries} opener={opener} />
    </div>
  );
}

/** The rows under a header that only a wide screen shows (a phone shows each row as a card). */
export function CatalogueTable({
  entries,
  opener,
}: {
  entries: CatalogueEntry[];
  opener: ReturnType<typeof useOpenCatalogueEntry>;
}) {
  if (entries.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        No problem matches these filters.
      </p>
    );
  return (
    <Card padding="none" className="overflow-hidden">
      <div
        aria-hidden
        className="hidden border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase md:grid md:grid-cols-[minmax(0,1fr)_6rem_11rem_9rem] md:gap-4"
      >
        <span>Title</span>
        <span>Difficulty</span>
        <span>Pattern</span>
        <span>Status</span>
      </div>
      <ul aria-label="Problems">
        {entries.map((entry) => (
          <CatalogueEntryRow
            key={entry.key}
            entry={entry}
            isOpening={opener.openingKey === (entry.slug ?? entry.problemId)}
            onOpen={() => opener.openEntry(entry)}
          />
        ))}
      </ul>
    </Card>
  );
}
