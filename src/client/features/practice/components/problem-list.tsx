import { LoadMore } from "@/client/components/ui/load-more";
import { Spinner } from "@/client/components/ui/spinner";
import type { ProblemSummary } from "@/shared/schemas/practice";
import { ProblemCard, ProblemCardSkeleton } from "./problem-card";

type ProblemListProps = {
  problems: ProblemSummary[];
  totalCount: number;
  /** The server has another page after the ones shown. */
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMoreError: boolean;
  onLoadMore: () => void;
  isLoading: boolean;
  loadError: boolean;
  isGenerating: boolean;
  canUseAI: boolean;
  startingId: string | undefined;
  /** A library problem's topic tags by slug (from the Problem Library's catalogue), once loaded. */
  tagsBySlug?: ReadonlyMap<string, readonly string[]>;
  onStart: (id: string) => void;
};

export function ProblemList({
  problems,
  totalCount,
  hasMore,
  isLoadingMore,
  loadMoreError,
  onLoadMore,
  isLoading,
  loadError,
  isGenerating,
  ...card
}: ProblemListProps) {
  if (isLoading) return <Spinner className="mx-auto block size-8 text-brand-600" label="Loading problems" />;
  if (loadError)
    return <p className="text-sm text-red-700">Your problems could not be loaded. Please reload the page.</p>;
  const isEmpty = problems.length === 0 && !isGenerating;
  return (
    <div>
      <h3 className="sr-only">Your problems</h3>
      {isEmpty ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {totalCount === 0
            ? "No problems yet. Choose your filters and press Generate to get your first problem."
            : "No problems match your search and filters."}
        </p>
      ) : (
        <ul aria-label="Problems" className="space-y-3">
          {isGenerating ? <ProblemCardSkeleton /> : null}
          {problems.map((problem) => (
            <ProblemCard
              key={problem.id}
              problem={problem}
              canUseAI={card.canUseAI}
              isStarting={card.startingId === problem.id}
              tags={problem.slug ? card.tagsBySlug?.get(problem.slug) : undefined}
              onStart={() => card.onStart(problem.id)}
            />
          ))}
        </ul>
      )}
      {hasMore ? (
        <LoadMore
          noun="problems"
          onLoadMore={onLoadMore}
          isLoading={isLoadingMore}
          failed={loadMoreError}
          className="mt-4"
        />
      ) : null}
    </div>
  );
}
