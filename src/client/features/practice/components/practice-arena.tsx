import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useLocation, useSearchParams } from "wouter";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { paths } from "@/client/config/paths";
import { useAiLabels } from "@/client/features/ai-setup";
import { AiActionButton, useLabGeneration } from "@/client/features/labs";
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
import { PatternRoadmap } from "./pattern-roadmap";
import { DEFAULT_PROBLEM_FILTERS, PracticeFilters } from "./practice-filters";
import { PracticeStats } from "./practice-stats";
import { PRACTICE_VIEWS, PracticeViewTabs } from "./practice-view-tabs";
import { ProblemLibrary } from "./problem-library";
import { ProblemList } from "./problem-list";

/** "all" is the same as leaving a filter out. */
const withoutAll = (value: string) => (value === ALL_OPTION ? undefined : value);

const SEARCH_DEBOUNCE_MS = 250;

export function PracticeArena() {
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

  const totalCount = stats.data?.total ?? 0;

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

  return (
    <section aria-labelledby="practice-arena-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="practice-arena-title" className="text-2xl font-bold text-slate-900">
            Practice Arena
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Generate coding problems for the difficulty, topic and company you are preparing for.
          </p>
        </div>
        <div className="flex items-center gap-2">
          <ConfirmDialog
            confirmLabel="Clear All"
            title="Clear all problems?"
            description="Every problem in your list will be removed from the Practice Arena."
            disabled={totalCount === 0 || clear.isPending}
            onConfirm={onClear}
          />
          <AiActionButton
            onClick={onGenerate}
            disabled={generate.isPending}
            isBusy={generate.isPending}
            busyLabel="Generating problem"
            canUseAI={lab.canUseAI}
            icon={Sparkles}
          >
            Generate
          </AiActionButton>
        </div>
      </div>
      {lab.error ? <ErrorBanner message={lab.error} onDismiss={lab.clearError} /> : null}
      <PracticeViewTabs current={view} />
      {view === "library" ? (
        <ProblemLibrary />
      ) : view === "roadmap" ? (
        <PatternRoadmap />
      ) : (
        <>
          <PracticeStats stats={stats.data} />
          <PracticeFilters filters={filters} onChange={setFilters} />
          <ProblemList
            problems={problems.data?.pages.flatMap((page) => page.problems) ?? []}
            totalCount={totalCount}
            hasMore={problems.hasNextPage}
            isLoadingMore={problems.isFetchingNextPage}
            loadMoreError={problems.isFetchNextPageError}
            onLoadMore={() => void problems.fetchNextPage()}
            isLoading={problems.isPending}
            loadError={problems.isLoadingError}
            isGenerating={generate.isPending}
            canUseAI={lab.canUseAI}
            startingId={start.isPending ? start.variables : undefined}
            onStart={onStart}
            tagsBySlug={tagsBySlug}
          />
        </>
      )}
    </section>
  );
}
