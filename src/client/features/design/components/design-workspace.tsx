import { ArrowLeft } from "lucide-react";
import { type ReactNode, useCallback, useState } from "react";
import { Link } from "wouter";
import { AutosaveStatusText } from "@/client/components/ui/autosave-status";
import { Button } from "@/client/components/ui/button";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import { useAuthState } from "@/client/features/auth";
import { useMediaQuery } from "@/client/hooks/use-media-query";
import { ApiError } from "@/client/lib/api-client";
import type { Scenario } from "@/shared/schemas/design";
import type { DesignWork } from "@/shared/schemas/design-work";
import { useDesignWork } from "../api/get-design-work";
import { useScenario } from "../api/get-scenario";
import { getDesignDraftKey, useDesignClock, useDesignDraft } from "../hooks/use-design-draft";
import { toFileName } from "../lib/diagram-export";
import { DesignBrief } from "./design-brief";
import { DesignCanvas } from "./design-canvas";
import { DesktopDesignLayout, MobileDesignLayout, type MobileTab, type PanelTab } from "./design-editor-layout";
import { DesignPhases, DesignSessionClock } from "./design-phases";
import { DesignReviewPanel } from "./design-review-panel";

/** The design page: the scenario and the user's saved design, then the editor. */
export function DesignWorkspace({ scenarioId }: { scenarioId: string }) {
  const user = useAuthState((auth) => auth.user);
  const scenarioQuery = useScenario(scenarioId);
  const work = useDesignWork(scenarioId);
  // Reloading after a conflict starts a new editor on the server's latest design.
  const [generation, setGeneration] = useState(0);
  const scenario = scenarioQuery.data;

  const reload = useCallback(async () => {
    if (user) forgetLocalCopy(getDesignDraftKey(user.id, scenarioId));
    await work.refetch();
    setGeneration((count) => count + 1);
  }, [scenarioId, user, work.refetch]);

  if (scenario && work.data && work.isFetchedAfterMount && user)
    return <DesignEditor key={generation} scenario={scenario} work={work.data} userId={user.id} onReload={reload} />;

  const isMissing = [scenarioQuery.error, work.error].some(
    (error) => error instanceof ApiError && error.code === "NOT_FOUND",
  );
  const failed = scenarioQuery.error ?? work.error;
  return (
    <div className="flex min-h-dvh flex-col">
      <DesignTopBar />
      <div className="mx-auto w-full max-w-3xl p-6">
        {isMissing ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            This scenario is not in your list. Generate one in the System Design Lab to design it.
          </p>
        ) : failed ? (
          <LoadErrorAlert
            message="Failed to load the scenario and your design."
            onRetry={() => {
              void scenarioQuery.refetch();
              void work.refetch();
            }}
          />
        ) : (
          <Spinner className="mx-auto block size-8 text-brand-600" label="Loading your design" />
        )}
      </div>
    </div>
  );
}

function DesignEditor({
  scenario,
  work,
  userId,
  onReload,
}: {
  scenario: Scenario;
  work: DesignWork;
  userId: string;
  onReload: () => Promise<void>;
}) {
  const isDesktop = useMediaQuery("(min-width: 64rem)");
  const design = useDesignDraft({ scenarioId: scenario.id, userId, work });
  const clock = useDesignClock(design.tick);
  const [initialDiagram] = useState(design.draft.diagram);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(() => new Set());
  const [mobileTab, setMobileTab] = useState<MobileTab>("diagram");
  const [panelTab, setPanelTab] = useState<PanelTab>("notes");

  const canvas = (
    <DesignCanvas
      initialDiagram={initialDiagram}
      onChange={design.setDiagram}
      highlightedIds={highlighted}
      exportName={toFileName(scenario.title)}
    />
  );
  const panels = {
    brief: <DesignBrief scenario={scenario} />,
    notes: (
      <DesignPhases
        session={design.draft.session}
        phaseNotes={design.draft.phaseNotes}
        isPaused={clock.isPaused}
        onPhaseChange={design.setActivePhase}
        onNotesChange={design.setPhaseNotes}
      />
    ),
    review: (
      <DesignReviewPanel
        scenario={scenario}
        isEmpty={design.draft.diagram.components.length === 0}
        prepare={design.saveNow}
        onHighlight={setHighlighted}
        onShowDiagram={() => setMobileTab("diagram")}
      />
    ),
  };

  const header = (
    <>
      <EditorTopBar title={scenario.title} design={design} clock={clock} />
      {design.conflict ? <ConflictBanner onReload={onReload} onKeepMine={design.keepMine} /> : null}
    </>
  );

  return isDesktop ? (
    <DesktopDesignLayout header={header} canvas={canvas} panels={panels} tab={panelTab} onTabChange={setPanelTab} />
  ) : (
    <MobileDesignLayout header={header} canvas={canvas} panels={panels} tab={mobileTab} onTabChange={setMobileTab} />
  );
}

/** The scenario's title, the save status and the session clock (pausing saves what is on screen). */
function EditorTopBar({
  title,
  design,
  clock,
}: {
  title: string;
  design: ReturnType<typeof useDesignDraft>;
  clock: ReturnType<typeof useDesignClock>;
}) {
  return (
    <DesignTopBar>
      <h1 className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900 sm:text-base">{title}</h1>
      <AutosaveStatusText
        status={design.conflict ? "rejected" : design.status}
        label={design.statusLabel}
        testId="design-save-status"
      />
      <DesignSessionClock
        session={design.draft.session}
        isPaused={clock.isPaused}
        onPause={() => {
          clock.pause();
          void design.flush();
        }}
        onResume={clock.resume}
      />
    </DesignTopBar>
  );
}

function ConflictBanner({ onReload, onKeepMine }: { onReload: () => Promise<void>; onKeepMine: () => Promise<void> }) {
  const [isBusy, setIsBusy] = useState(false);
  const run = (action: () => Promise<void>) => () => {
    setIsBusy(true);
    void action().finally(() => setIsBusy(false));
  };
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <p className="min-w-0 flex-1">
        This design was changed in another tab or on another device. Reload it to see the latest version, or keep this
        one and save it over the other.
      </p>
      <Button size="sm" onClick={run(onReload)} disabled={isBusy}>
        Reload latest
      </Button>
      <Button size="sm" variant="secondary" onClick={run(onKeepMine)} disabled={isBusy}>
        Keep this version
      </Button>
    </div>
  );
}

function DesignTopBar({ children }: { children?: ReactNode }) {
  return (
    <div className="flex h-12 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-3 sm:px-4">
      <Link
        to={paths.systemDesignTab}
        aria-label="Back to System Design Lab"
        className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 shrink-0" />
        <span className="hidden whitespace-nowrap md:inline">System Design Lab</span>
      </Link>
      {children}
    </div>
  );
}

function forgetLocalCopy(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is no copy to forget.
  }
}
