import { Sparkles } from "lucide-react";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { AiActionButton } from "@/client/features/labs";
import { usePracticeArena } from "../hooks/use-practice-arena";
import { PatternRoadmap } from "./pattern-roadmap";
import { PracticeFilters } from "./practice-filters";
import { PracticeStats } from "./practice-stats";
import { PracticeViewTabs } from "./practice-view-tabs";
import { ProblemLibrary } from "./problem-library";
import { ProblemList } from "./problem-list";

export function PracticeArena() {
  const arena = usePracticeArena();
  return (
    <section aria-labelledby="practice-arena-title" className="space-y-6">
      <ArenaHeader arena={arena} />
      {arena.lab.error ? <ErrorBanner message={arena.lab.error} onDismiss={arena.lab.clearError} /> : null}
      <PracticeViewTabs current={arena.view} />
      {arena.view === "library" ? (
        <ProblemLibrary />
      ) : arena.view === "roadmap" ? (
        <PatternRoadmap />
      ) : (
        <>
          <PracticeStats stats={arena.stats.data} />
          <PracticeFilters filters={arena.filters} onChange={arena.setFilters} />
          <ProblemList
            problems={arena.problems.data?.pages.flatMap((page) => page.problems) ?? []}
            totalCount={arena.totalCount}
            hasMore={arena.problems.hasNextPage}
            isLoadingMore={arena.problems.isFetchingNextPage}
            loadMoreError={arena.problems.isFetchNextPageError}
            onLoadMore={() => void arena.problems.fetchNextPage()}
            isLoading={arena.problems.isPending}
            loadError={arena.problems.isLoadingError}
            isGenerating={arena.generate.isPending}
            canUseAI={arena.lab.canUseAI}
            startingId={arena.start.isPending ? arena.start.variables : undefined}
            onStart={arena.onStart}
            tagsBySlug={arena.tagsBySlug}
          />
        </>
      )}
    </section>
  );
}

/** The title, with Clear All and Generate. */
function ArenaHeader({ arena }: { arena: ReturnType<typeof usePracticeArena> }) {
  return (
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
          disabled={arena.totalCount === 0 || arena.clear.isPending}
          onConfirm={arena.onClear}
        />
        <AiActionButton
          onClick={arena.onGenerate}
          disabled={arena.generate.isPending}
          isBusy={arena.generate.isPending}
          busyLabel="Generating problem"
          canUseAI={arena.lab.canUseAI}
          icon={Sparkles}
        >
          Generate
        </AiActionButton>
      </div>
    </div>
  );
}
