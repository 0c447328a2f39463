import { OptionSelect } from "@/client/components/ui/option-select";
import { DIFFICULTIES, PRACTICE_COMPANIES, TOPICS } from "@/shared/constants/practice-options";
import { ALL_OPTION } from "@/shared/schemas/practice";
import { ProblemSearchField } from "./problem-search-field";

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
      <ProblemSearchField
        id="practice-search"
        label="Search problems"
        placeholder="Title or description"
        value={filters.search}
        onChange={set("search")}
      />
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
