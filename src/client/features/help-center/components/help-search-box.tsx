import { Search } from "lucide-react";

/** The help centre's search field; results filter as the visitor types. */
export function HelpSearchBox({ query, onQueryChange }: { query: string; onQueryChange: (query: string) => void }) {
  return (
    <search className="mx-auto mt-10 block max-w-xl text-left">
      <label htmlFor="help-search" className="block text-sm font-medium text-slate-700">
        Search for help
      </label>
      <div className="relative mt-2">
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id="help-search"
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="e.g. free trial, billing, your score"
          aria-controls="help-results"
          className="h-14 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
        />
      </div>
    </search>
  );
}
