import { lazy, Suspense, useState } from "react";
import { PaneErrorBoundary } from "@/client/components/errors/pane-error-boundary";
import { Card } from "@/client/components/ui/card";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { ReadinessFigure } from "@/client/components/ui/readiness-figure";
import { type ReadinessArea, type ReadinessReport, useReadiness } from "../api/get-readiness";

// Recharts is only ever needed here: its own chunk, never in the home page's first load.
const ReadinessChart = lazy(() => import("./readiness-chart"));

const VIEWS = [
  { key: "topics", label: "Topics" },
  { key: "patterns", label: "Patterns" },
  { key: "sessions", label: "Interviews & design" },
] as const;
type View = (typeof VIEWS)[number]["key"];

function getAreas(readiness: ReadinessReport["readiness"], view: View): ReadinessArea[] {
  if (view === "topics") return readiness.topics;
  if (view === "patterns") return readiness.patterns;
  return [...readiness.interviews, readiness.design];
}

const TRACKS = [
  { key: "coding", label: "Coding" },
  { key: "interviews", label: "Interviews" },
  { key: "design", label: "Design" },
] as const;

/** The three tracks the readiness weighs, in percent. */
function TrackFigures({ tracks }: { tracks: ReadinessReport["readiness"]["overall"]["tracks"] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Readiness per track" data-testid="readiness-tracks">
      {TRACKS.map(({ key, label }) => (
        <li key={key} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
          {label} <span className="font-semibold tabular-nums text-slate-900">{tracks[key]}%</span>
        </li>
      ))}
    </ul>
  );
}

/** Mastery per topic, pattern, interview type and the design lab, with the one readiness and the weakest three. */
export function ReadinessPanel() {
  const readiness = useReadiness();
  const [view, setView] = useState<View>("topics");
  return (
    <Card as="section" aria-labelledby="readiness-title" data-testid="readiness">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="readiness-title" className="text-lg font-semibold text-slate-900">
          Readiness
        </h3>
        {readiness.data ? (
          <ReadinessFigure
            score={readiness.data.readiness.overall.score}
            label={readiness.data.readiness.overall.label}
          />
        ) : null}
      </div>
      {readiness.data ? <TrackFigures tracks={readiness.data.readiness.overall.tracks} /> : null}
      <p className="mt-1 text-sm text-slate-600">
        Coding (half the weight), mock interviews and system design (a quarter each), from your accepted solutions
        (difficulty, time against target, hints, attempts, how recent), your interview scores and your design scores.
      </p>
      {readiness.isPending ? (
        <p className="mt-4 text-sm text-slate-600" aria-busy="true">
          Loading readiness…
        </p>
      ) : readiness.isError ? (
        <LoadErrorAlert variant="inline" message="Failed to fetch readiness" onRetry={() => readiness.refetch()} />
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_18rem]">
          <div>
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">Readiness by</legend>
              {VIEWS.map((option) => (
                <button
                  key={option.key}
                  type="button"
                  aria-pressed={view === option.key}
                  onClick={() => setView(option.key)}
                  className={
                    view === option.key
                      ? "rounded-full bg-brand-600 px-3 py-1 text-sm font-medium text-white"
                      : "rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50"
                  }
                >
                  {option.label}
                </button>
              ))}
            </fieldset>
            <AreaChart areas={getAreas(readiness.data.readiness, view)} view={view} />
          </div>
          <div>
            <h4 className="text-sm font-semibold text-slate-900">Weakest areas</h4>
            <ol className="mt-2 space-y-2" data-testid="weakest-areas">
              {readiness.data.readiness.weakest.map((area) => (
                <li key={`${area.kind}:${area.key}`} className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
                  {area.summary} <span className="text-amber-800">({area.mastery}%)</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </Card>
  );
}

function AreaChart({ areas, view }: { areas: ReadinessArea[]; view: View }) {
  if (areas.length === 0) {
    return (
      <p className="mt-4 text-sm text-slate-600">
        {view === "patterns"
          ? "No solved problem has a pattern yet: solve library problems and their patterns appear here."
          : "Nothing to show yet."}
      </p>
    );
  }
  return (
    <>
      <div className="mt-4" style={{ height: `${Math.max(120, areas.length * 36 + 40)}px` }}>
        <PaneErrorBoundary name="The readiness chart">
          <Suspense fallback={<p className="text-sm text-slate-600">Loading chart…</p>}>
            <ReadinessChart areas={areas} />
          </Suspense>
        </PaneErrorBoundary>
      </div>
      <ul className="sr-only">
        {areas.map((area) => (
          <li key={area.key}>
            {area.label}: {area.mastery}% ({area.summary})
          </li>
        ))}
      </ul>
    </>
  );
}
