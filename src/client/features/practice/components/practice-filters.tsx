import { Search } from "lucide-react";
import { OptionSelect } from "@/client/components/ui/option-select";
import { DIFFICULTIES, PRACTICE_COMPANIES, TOPICS } from "@/shared/constants/practice-options";
import { ALL_OPTION, PROBLEM_SEARCH_MAX_LENGTH } from "@/shared/schemas/practice";

export type ProblemFilters = { search: string; difficulty: string; topic: string; company: string };

export const DEFAULT_PROBLEM_FILTERS: ProblemFilters = {
  search: "",
  difficulty: ALL_OPTION,
  topic: ALL_OPTION,
  company: ALL_OPTION,
};

type PracticeFiltersProps = { filters: ProblemFilters; onChange: (filters: ProblemFilters) => void };

export function PracticeFilters({ filters, onChange }: PracticeFiltersProps) {
  const set = (key: keyof ProblemFilters) => (value: string) => onChange({ ...filters, [key]: value });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="practice-search" className="text-sm font-medium text-slate-700">
          Search problems
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id="practice-search"
            type="search"
            maxLength={PROBLEM_SEARCH_MAX_LENGTH}
            value={filters.search}
            onChange={(event) => set("search")(event.target.value)}
            placeholder="Title or description"
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-500"
          />
        </div>
      </div>
      <OptionSelect
        id="practice-difficulty"
        label="Difficulty"
        value={filters.difficulty}
        options={[ALL_OPTION, ...DIFFICULTIES]}
        optionLabels={{ [ALL_OPTION]: "All difficulties" }}
        onChange={set("difficulty")}
      />
      <OptionSelect
        id="practice-topic"
        label="Topic"
        value={filters.topic}
        options={[ALL_OPTION, ...TOPICS]}
        optionLabels={{ [ALL_OPTION]: "All topics" }}
        onChange={set("topic")}
      />
      <OptionSelect
        id="practice-company"
        label="Company"
        value={filters.company}
        options={[ALL_OPTION, ...PRACTICE_COMPANIES]}
        optionLabels={{ [ALL_OPTION]: "All companies" }}
        onChange={set("company")}
      />
    </div>
  );
}
