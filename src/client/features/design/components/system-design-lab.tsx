import { Lock } from "lucide-react";
import { useState } from "react";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { useAiLabels } from "@/client/features/ai-setup";
import { useAuthState } from "@/client/features/auth";
import { useLabGeneration } from "@/client/features/labs";
import { useSubscription } from "@/client/features/subscription";
import { useSessionCount } from "@/client/hooks/use-session-count";
import type { CreateScenarioInput } from "@/shared/schemas/design";
import { useClearScenarios } from "../api/clear-scenarios";
import { useGenerateScenario } from "../api/generate-scenario";
import { useScenario } from "../api/get-scenario";
import { useScenarioStats } from "../api/get-scenario-stats";
import { useScenarios } from "../api/list-scenarios";
import { ConceptLibrary } from "./concept-library";
import { DesignCanvasCard } from "./design-canvas-card";
import { DesignStatCards } from "./design-stat-cards";
import { DesignTips } from "./design-tips";
import { ScenarioDetails } from "./scenario-details";
import { ScenarioGenerator } from "./scenario-generator";
import { ScenarioList } from "./scenario-list";

export function SystemDesignLab() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const user = useAuthState((auth) => auth.user);
  const [generatedThisSession, countGeneration] = useSessionCount(
    `preppilot:${user?.id ?? "guest"}:scenarios-generated`,
  );
  const aiLabels = useAiLabels();
  const lab = useLabGeneration(aiLabels.systemDesignLab);
  const subscription = useSubscription();
  const scenarios = useScenarios();
  // The cards count every scenario in the list, counted by the server: the list comes a page at a time.
  const stats = useScenarioStats();
  const details = useScenario(selectedId);
  const generate = useGenerateScenario();
  const clear = useClearScenarios();
  const list = scenarios.data?.pages.flatMap((page) => page.scenarios) ?? [];
  const selected = list.find((scenario) => scenario.id === selectedId);
  const accessBadge = lab.canUseAI
    ? null
    : subscription.data?.state.status === "expired"
      ? "Trial expired - Upgrade to continue"
      : "Premium feature";

  const onGenerate = (input: CreateScenarioInput) =>
    lab.generate(generate.mutate, input, {
      fallback: "Failed to generate scenario",
      onSuccess: countGeneration,
    });

  const onClear = () => {
    setSelectedId(null);
    clear.mutate(undefined, { onError: lab.showError("Failed to clear scenarios") });
  };

  return (
    <section aria-labelledby="system-design-lab-title" className="space-y-6">
      <LabHeader accessBadge={accessBadge} generatedThisSession={generatedThisSession} />
      {lab.error ? <ErrorBanner message={lab.error} onDismiss={lab.clearError} /> : null}
      <DesignStatCards stats={stats.data} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <ScenarioGenerator canUseAI={lab.canUseAI} isGenerating={generate.isPending} onGenerate={onGenerate} />
        <ScenarioList
          scenarios={list}
          hasMore={scenarios.hasNextPage}
          isLoadingMore={scenarios.isFetchingNextPage}
          loadMoreError={scenarios.isFetchNextPageError}
          onLoadMore={() => void scenarios.fetchNextPage()}
          isClearing={clear.isPending}
          onSelect={setSelectedId}
          onClear={onClear}
        />
      </div>
      <ScenarioDetails
        summary={selected}
        scenario={details.data}
        loadError={details.isLoadingError}
        onRetry={() => void details.refetch()}
        onClose={() => setSelectedId(null)}
      />
      <DesignCanvasCard scenarios={list} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <ConceptLibrary />
        <DesignTips />
      </div>
    </section>
  );
}

function LabHeader({
  accessBadge,
  generatedThisSession,
}: {
  accessBadge: string | null;
  generatedThisSession: number;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h2 id="system-design-lab-title" className="text-2xl font-bold text-slate-900">
          System Design Lab
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Practise designing scalable systems with scenarios modelled on real interviews at top companies.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {accessBadge ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
            <Lock aria-hidden className="size-3.5" />
            {accessBadge}
          </span>
        ) : null}
        <p className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700" aria-live="polite">
          <span data-testid="session-counter">{generatedThisSession}</span> generated this session
        </p>
      </div>
    </div>
  );
}
