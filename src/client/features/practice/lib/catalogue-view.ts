import { PATTERN_ROADMAP } from "@/shared/constants/pattern-roadmap";
import { DIFFICULTIES } from "@/shared/constants/practice-options";
import { ALL_OPTION } from "@/shared/schemas/practice";
import type { CatalogueEntry, ProblemCatalogue } from "@/shared/schemas/problem-library";

// What the Problem Library shows of the catalogue: one list (or all), filtered and sorted in the
// browser, since the whole catalogue (a few hundred rows, no statements) arrives in one answer.

export const STATUS_FILTERS = [ALL_OPTION, "new", "attempted", "solved", "due"] as const;
export const SORT_KEYS = ["roadmap", "title", "difficulty", "pattern", "status"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export type CatalogueFilters = {
  list: string;
  search: string;
  pattern: string;
  difficulty: string;
  company: string;
  status: (typeof STATUS_FILTERS)[number];
  sort: SortKey;
};

export const DEFAULT_CATALOGUE_FILTERS: CatalogueFilters = {
  list: ALL_OPTION,
  search: "",
  pattern: ALL_OPTION,
  difficulty: ALL_OPTION,
  company: ALL_OPTION,
  status: ALL_OPTION,
  sort: "roadmap",
};

const PATTERN_ORDER = new Map(PATTERN_ROADMAP.map(({ pattern }, index) => [pattern, index]));
const DIFFICULTY_ORDER = new Map(DIFFICULTIES.map((difficulty, index) => [difficulty, index]));
/** Work left first: due, then attempted, then new, then solved. */
const STATUS_ORDER = { attempted: 1, new: 2, solved: 3 } as const;

const byTitle = (a: CatalogueEntry, b: CatalogueEntry) => a.title.localeCompare(b.title);
const byDifficulty = (a: CatalogueEntry, b: CatalogueEntry) =>
  (DIFFICULTY_ORDER.get(a.difficulty) ?? 0) - (DIFFICULTY_ORDER.get(b.difficulty) ?? 0);
/** Generated problems (no pattern) after the library's 18 patterns. */
const byPattern = (a: CatalogueEntry, b: CatalogueEntry) =>
  (a.pattern ? (PATTERN_ORDER.get(a.pattern) ?? 99) : 100) - (b.pattern ? (PATTERN_ORDER.get(b.pattern) ?? 99) : 100);
const statusRank = (entry: CatalogueEntry) => (entry.isDue ? 0 : STATUS_ORDER[entry.status]);
const byStatus = (a: CatalogueEntry, b: CatalogueEntry) => statusRank(a) - statusRank(b);

const COMPARATORS: Record<SortKey, ((a: CatalogueEntry, b: CatalogueEntry) => number)[]> = {
  roadmap: [byPattern, byDifficulty, byTitle],
  title: [byTitle],
  difficulty: [byDifficulty, byPattern, byTitle],
  pattern: [byPattern, byTitle],
  status: [byStatus, byPattern, byDifficulty, byTitle],
};

/** The entries of the chosen list (in its own order when sorted by roadmap), filtered and sorted. */
export function selectCatalogueEntries(catalogue: ProblemCatalogue, filters: CatalogueFilters): CatalogueEntry[] {
  const list = catalogue.lists.find((candidate) => candidate.slug === filters.list);
  const bySlug = new Map(catalogue.problems.map((entry) => [entry.key, entry]));
  const entries = list ? list.problems.flatMap((slug) => bySlug.get(slug) ?? []) : catalogue.problems;
  const search = filters.search.trim().toLowerCase();
  const matches = entries.filter(
    (entry) =>
      (!search || entry.title.toLowerCase().includes(search)) &&
      (filters.pattern === ALL_OPTION || entry.pattern === filters.pattern) &&
      (filters.difficulty === ALL_OPTION || entry.difficulty === filters.difficulty) &&
      (filters.company === ALL_OPTION || entry.company.includes(filters.company)) &&
      matchesStatus(entry, filters.status),
  );
  // A curated list keeps its authors' order unless another sort is asked for.
  if (list && filters.sort === "roadmap") return matches;
  const comparators = COMPARATORS[filters.sort];
  return [...matches].sort((a, b) => {
    for (const compare of comparators) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  });
}

function matchesStatus(entry: CatalogueEntry, status: CatalogueFilters["status"]) {
  if (status === ALL_OPTION) return true;
  return status === "due" ? entry.isDue : entry.status === status;
}

/** Solved out of total, per pattern of the roadmap, over the library's problems. */
export function countPatternProgress(entries: readonly CatalogueEntry[]) {
  return PATTERN_ROADMAP.map(({ pattern, why }) => {
    const problems = entries
      .filter((entry) => entry.pattern === pattern)
      .sort((a, b) => byDifficulty(a, b) || byTitle(a, b));
    const solved = problems.filter((entry) => entry.status === "solved").length;
    return { pattern, why, problems, solved, total: problems.length };
  });
}
