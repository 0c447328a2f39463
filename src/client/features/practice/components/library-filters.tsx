import { clsx } from "clsx";
import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { OptionSelect } from "@/client/components/ui/option-select";
import { PATTERN_ROADMAP } from "@/shared/constants/pattern-roadmap";
import { DIFFICULTIES, PATTERN_LABELS, PRACTICE_COMPANIES } from "@/shared/constants/practice-options";
import { ALL_OPTION } from "@/shared/schemas/practice";
import type { ProblemCatalogue } from "@/shared/schemas/problem-library";
import { type CatalogueFilters, SORT_KEYS, STATUS_FILTERS } from "../lib/catalogue-view";
import { ProblemSearchField } from "./problem-search-field";

const PATTERN_OPTIONS = [ALL_OPTION, ...PATTERN_ROADMAP.map(({ pattern }) => pattern)];
const STATUS_LABELS: Record<string, string> = { [ALL_OPTION]: "Any status", due: "Due for review" };
const SORT_LABELS: Record<string, string> = { roadmap: "Roadmap order" };

type LibraryFiltersProps = {
  filters: CatalogueFilters;
  lists: ProblemCatalogue["lists"];
  onChange: (filters: CatalogueFilters) => void;
};

/** Search, list and sort always; the four filters fold behind a Filters button on a phone. */
export function LibraryFilters({ filters, lists, onChange }: LibraryFiltersProps) {
  const [isOpen, setIsOpen] = useState(false);
  const set = (key: keyof CatalogueFilters) => (value: string) => onChange({ ...filters, [key]: value });
  const active = (["pattern", "difficulty", "company", "status"] as const).filter((key) => filters[key] !== ALL_OPTION);
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <ProblemSearchField
          id="library-search"
          label="Search the library"
          placeholder="Problem title"
          value={filters.search}
          onChange={set("search")}
        />
        <OptionSelect
          id="library-list"
          label="List"
          value={filters.list}
          options={[ALL_OPTION, ...lists.map((list) => list.slug)]}
          optionLabels={{
            [ALL_OPTION]: "Every problem",
            ...Object.fromEntries(lists.map((list) => [list.slug, `${list.title} (${list.problems.length})`])),
          }}
          onChange={set("list")}
        />
        <OptionSelect
          id="library-sort"
          label="Sort by"
          value={filters.sort}
          options={SORT_KEYS}
          optionLabels={SORT_LABELS}
          onChange={set("sort")}
        />
      </div>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls="library-more-filters"
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm md:hidden"
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        Filters{active.length > 0 ? ` (${active.length})` : ""}
      </button>
      <MoreFilters filters={filters} isOpen={isOpen} set={set} />
    </div>
  );
}

type MoreFiltersProps = {
  filters: CatalogueFilters;
  /** Shown on a phone once the Filters button opened them; always from the md breakpoint. */
  isOpen: boolean;
  set: (key: keyof CatalogueFilters) => (value: string) => void;
};

function MoreFilters({ filters, isOpen, set }: MoreFiltersProps) {
  return (
    <div
      id="library-more-filters"
      className={clsx("gap-3 sm:grid-cols-2 md:grid md:grid-cols-4", isOpen ? "grid" : "hidden")}
    >
      <OptionSelect
        id="library-pattern"
        label="Pattern"
        value={filters.pattern}
        options={PATTERN_OPTIONS}
        optionLabels={{ [ALL_OPTION]: "All patterns", ...PATTERN_LABELS }}
        onChange={set("pattern")}
      />
      <OptionSelect
        id="library-difficulty"
        label="Difficulty"
        value={filters.difficulty}
        options={[ALL_OPTION, ...DIFFICULTIES]}
        optionLabels={{ [ALL_OPTION]: "All difficulties" }}
        onChange={set("difficulty")}
      />
      <OptionSelect
        id="library-company"
        label="Company"
        value={filters.company}
        options={[ALL_OPTION, ...PRACTICE_COMPANIES]}
        optionLabels={{ [ALL_OPTION]: "All companies" }}
        onChange={set("company")}
      />
      <OptionSelect
        id="library-status"
        label="Status"
        value={filters.status}
        options={STATUS_FILTERS}
        optionLabels={STATUS_LABELS}
        onChange={set("status")}
      />
    </div>
  );
}
