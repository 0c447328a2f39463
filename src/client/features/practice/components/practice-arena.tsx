import { Lock, Sparkles } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import { ErrorBanner } from "@/client/features/auth/components/error-banner";
import { ALL_OPTION } from "@/shared/schemas/practice";
import { useClearProblems } from "../api/clear-problems";
import { useGenerateProblem } from "../api/generate-problem";
import { useProblems } from "../api/list-problems";
import { useStartProblem } from "../api/start-problem";
import { useAiGate } from "../hooks/use-ai-gate";
import { DEFAULT_PROBLEM_FILTERS, filterProblems } from "../lib/filter-problems";
import { ConfirmClearDialog } from "./confirm-clear-dialog";
import { PracticeFilters } from "./practice-filters";
import { PracticeStats } from "./practice-stats";
import { ProblemList } from "./problem-list";

const GENERATE_FALLBACK = "Failed to generate problem";

/** "all" is the same as leaving a filter out. */
const withoutAll = (value: string) => (value === ALL_OPTION ? undefined : value);

export function PracticeArena() {
  const [filters, setFilters] = useState(DEFAULT_PROBLEM_FILTERS);
  const [error, setError] = useState<string | null>(null);
  const isGenerating = useRef(false);
  const navigate = useNavigate();
  const gate = useAiGate("AI Practice Arena");
  const problems = useProblems();
  const generate = useGenerateProblem();
  const clear = useClearProblems();
  const start = useStartProblem();

  const allProblems = problems.data ?? [];
  const shownProblems = filterProblems(allProblems, filters);

  const onGenerate = () =>
    gate.guard(() => {
      // The button is disabled while a request runs; the ref also stops a second click in the same frame.
      if (isGenerating.current) return;
      isGenerating.current = true;
      setError(null);
      const input = {
        difficulty: withoutAll(filters.difficulty),
        topic: withoutAll(filters.topic),
        company: withoutAll(filters.company),
      } as Parameters<typeof generate.mutate>[0];
      generate.mutate(input, {
        onError: (cause) => setError(gate.getErrorMessage(cause, GENERATE_FALLBACK)),
        onSettled: () => {
          isGenerating.current = false;
        },
      });
    });

  const onStart = (id: string) =>
    gate.guard(() => {
      setError(null);
      start.mutate(id, {
        onSuccess: () => navigate(paths.problem(id)),
        onError: (cause) => setError(gate.getErrorMessage(cause, "Failed to start problem")),
      });
    });

  const onClear = () => {
    setError(null);
    clear.mutate(undefined, { onError: (cause) => setError(gate.getErrorMessage(cause, "Failed to clear problems")) });
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
          <ConfirmClearDialog
            title="Clear all problems?"
            description="Every problem in your list will be removed from the Practice Arena."
            disabled={allProblems.length === 0 || clear.isPending}
            onConfirm={onClear}
          />
          <Button onClick={onGenerate} disabled={generate.isPending} aria-busy={generate.isPending}>
            {generate.isPending ? (
              <Spinner className="size-4" label="Generating problem" />
            ) : gate.canUseAI ? (
              <Sparkles aria-hidden className="size-4" />
            ) : (
              <Lock aria-hidden className="size-4" data-testid="lock-marker" />
            )}
            Generate
          </Button>
        </div>
      </div>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(null)} /> : null}
      <PracticeStats problems={allProblems} />
      <PracticeFilters filters={filters} onChange={setFilters} />
      <ProblemList
        problems={shownProblems}
        totalCount={allProblems.length}
        isLoading={problems.isPending}
        loadError={problems.isError}
        isGenerating={generate.isPending}
        canUseAI={gate.canUseAI}
        startingId={start.isPending ? start.variables : undefined}
        onStart={onStart}
      />
    </section>
  );
}
