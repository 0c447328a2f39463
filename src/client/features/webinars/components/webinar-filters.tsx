import { clsx } from "clsx";
import { Search } from "lucide-react";
import { WEBINAR_FILTER_LABELS, WEBINAR_FILTERS, type WebinarFilter } from "../lib/webinars";

type WebinarFiltersProps = {
  filter: WebinarFilter;
  onFilterChange: (filter: WebinarFilter) => void;
  query: string;
  onQueryChange: (query: string) => void;
};

export function WebinarFilters({ filter, onFilterChange, query, onQueryChange }: WebinarFiltersProps) {
  return (
    <div className="border-b border-slate-200 bg-white px-4 py-8 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <search className="w-full lg:max-w-sm">
          <label htmlFor="webinar-search" className="block text-sm font-medium text-slate-700">
            Search webinars
          </label>
          <div className="relative mt-2">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              id="webinar-search"
              type="search"
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              placeholder="Title or topic"
              className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
            />
          </div>
        </search>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filter webinars</legend>
          {WEBINAR_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={filter === option}
              onClick={() => onFilterChange(option)}
              className={clsx(
                "rounded-full px-4 py-2 text-sm font-medium transition",
                filter === option
                  ? "bg-brand-600 text-white shadow-sm"
                  : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50",
              )}
            >
              {WEBINAR_FILTER_LABELS[option]}
            </button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
