import { ALL_OPTION, type ProblemSummary } from "@/shared/schemas/practice";

export type ProblemFilters = { search: string; difficulty: string; topic: string; company: string };

export const DEFAULT_PROBLEM_FILTERS: ProblemFilters = {
  search: "",
  difficulty: ALL_OPTION,
  topic: ALL_OPTION,
  company: ALL_OPTION,
};

type Filterable = Pick<ProblemSummary, "title" | "description" | "difficulty" | "topic" | "company">;

/**
 * Spec section 5: the search text matches title or description case-insensitively; difficulty,
 * topic and company must each match or be "all".
 */
export function matchesProblemFilters(problem: Filterable, filters: ProblemFilters): boolean {
  const search = filters.search.trim().toLowerCase();
  const matchesSearch =
    !search || problem.title.toLowerCase().includes(search) || problem.description.toLowerCase().includes(search);
  return (
    matchesSearch &&
    (filters.difficulty === ALL_OPTION || problem.difficulty === filters.difficulty) &&
    (filters.topic === ALL_OPTION || problem.topic === filters.topic) &&
    (filters.company === ALL_OPTION || problem.company.includes(filters.company))
  );
}

export function filterProblems<T extends Filterable>(problems: T[], filters: ProblemFilters): T[] {
  return problems.filter((problem) => matchesProblemFilters(problem, filters));
}
