import { useState } from "react";
import { useLocation, useSearchParams } from "wouter";
import { paths } from "@/client/config/paths";
import { useAiLabels } from "@/client/features/ai-setup";
import { useLabGeneration } from "@/client/features/labs";
import { useDebouncedValue } from "@/client/hooks/use-debounced-value";
import { readOptionParam } from "@/client/lib/read-option-param";
import { DIFFICULTIES, TOPICS } from "@/shared/constants/practice-options";
import { ALL_OPTION, type CreateProblemInput } from "@/shared/schemas/practice";
import { useClearProblems } from "../api/clear-problems";
import { useGenerateProblem } from "../api/generate-problem";
import { useProblemCatalogue } from "../api/get-problem-catalogue";
import { useProblemStats } from "../api/get-problem-stats";
import { useProblems } from "../api/list-problems";
import { useStartProblem } from "../api/start-problem";
import { DEFAULT_PROBLEM_FILTERS } from "../components/practice-filters";
import { PRACTICE_VIEWS } from "../components/practice-view-tabs";

/** "all" is the same as leaving a filter out. */
const withoutAll = (value: string) => (value === ALL_OPTION ? undefined : value);

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The Practice Arena's state: the view and filters (from the address at first), the user's problems
 * with their stats, and Generate, Start and Clear All.
 */
export function usePracticeArena() {
  const [searchParams] = useSearchParams();
  // The next best session links here with its difficulty and topic (paths.practiceFor).
  const [filters, setFilters] = useState(() => ({
    ...DEFAULT_PROBLEM_FILTERS,
    difficulty: readOptionParam(searchParams, "difficulty", DIFFICULTIES),
    topic: readOptionParam(searchParams, "topic", TOPICS),
  }));
  const view = PRACTICE_VIEWS.find((candidate) => candidate === searchParams.get("view")) ?? "problems";
  const [, navigate] = useLocation();
  const aiLabels = useAiLabels();
  const lab = useLabGeneration(aiLabels.practiceArena);
  // The selects only offer the listed options, so the values fit the schema.
  const choice = {
    difficulty: withoutAll(filters.difficulty),
    topic: withoutAll(filters.topic),
    company: withoutAll(filters.company),
  } as CreateProblemInput;
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  // Stats, the empty-list text and Clear All count every saved problem, not only the shown ones: the
  // server counts them, since the list only comes a page at a time.
  const stats = useProblemStats();
  const problems = useProblems({ ...choice, search: search || undefined });
  const generate = useGenerateProblem();
  const clear = useClearProblems();
  const start = useStartProblem();
  // The cards show a library problem's tags (Compute x to the Power n is Math, not Arrays) once known.
  const catalogue = useProblemCatalogue();
  const tagsBySlug = new Map(
    catalogue.data?.problems.flatMap((entry) => (entry.slug ? [[entry.slug, entry.tags]] : [])),
  );

  const onGenerate = () => lab.generate(generate.mutate, choice, { fallback: "Failed to generate problem" });
  const onStart = (id: string) =>
    lab.guard(() => {
      lab.clearError();
      start.mutate(id, {
        onSuccess: () => navigate(paths.problem(id)),
        onError: lab.showError("Failed to start problem"),
      });
    });
  const onClear = () => {
    lab.clearError();
    clear.mutate(undefined, { onError: lab.showError("Failed to clear problems") });
  };

  const totalCount = stats.data?.total ?? 0;
  return {
    view,
    filters,
    setFilters,
    lab,
    stats,
    totalCount,
    problems,
    tagsBySlug,
    generate,
    clear,
    start,
    onGenerate,
    onStart,
    onClear,
  };
}
