import type { DesignLabel, DesignTrait } from "./labelled-sets";
import { isHeldOut } from "./separation";

// The separation figures for labelled designs: good designs at 4 or more, poor ones at 2 or less,
// the labels' means in order, the gap between good and poor designs of one scenario, and whether the way the
// entities are written changes the score (it should not).

/** One labelled design and what the review gave it. */
export type ScoredDesign = {
  id: string;
  scenario: string;
  label: DesignLabel;
  /** The labelled score, 1–5. */
  expected: number;
  traits: readonly DesignTrait[];
  /** The review's overall score, 1–5. */
  score: number;
  /** The data-model dimension's score, when the review gives one. */
  dataModel: number | null;
  ms: number;
};

type Stats = { count: number; min: number | null; max: number | null; mean: number | null };

/** How the core entities are written (RUBRIC.md's entities-* traits). */
export const ENTITY_NOTATIONS = [
  "entities-fields",
  "entities-commas",
  "entities-bullets",
  "entities-sentences",
] as const satisfies readonly DesignTrait[];

export type DesignSeparation = {
  designs: number;
  scenarios: number;
  labels: Record<DesignLabel, Stats>;
  goodAtLeast4: { count: number; of: number; fraction: number | null };
  poorAtMost2: { count: number; of: number; fraction: number | null };
  /** Every (good, poor) pair of designs for one scenario: ordered when the good one scores higher. */
  pairs: { total: number; ordered: number; fraction: number | null };
  /** The mean of good − poor over those pairs. */
  meanGap: number | null;
  meanAbsoluteError: number | null;
  /** Per entities notation: the good designs' overall and data-model means (good only, so quality is alike). */
  notations: Record<
    (typeof ENTITY_NOTATIONS)[number],
    { count: number; overall: number | null; dataModel: number | null }
  >;
  msPerDesign: { mean: number | null; max: number | null };
  goals: { good: boolean | null; poor: boolean | null; order: boolean | null };
};

/** The review's goals: good designs at least 4 and poor ones at most 2, in this share of the set at least. */
export const DESIGN_GOALS = { share: 0.9, goodMin: 4, poorMax: 2 } as const;

function stats(values: number[]): Stats {
  if (values.length === 0) return { count: 0, min: null, max: null, mean: null };
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return { count: values.length, min: Math.min(...values), max: Math.max(...values), mean };
}

const scoresOf = (rows: readonly ScoredDesign[], label: DesignLabel) =>
  rows.filter((row) => row.label === label).map(({ score }) => score);

function share(values: number[], holds: (score: number) => boolean) {
  const count = values.filter(holds).length;
  return { count, of: values.length, fraction: values.length > 0 ? count / values.length : null };
}

function samePairs(rows: readonly ScoredDesign[]): number[] {
  const gaps: number[] = [];
  for (const scenario of new Set(rows.map((row) => row.scenario))) {
    const here = rows.filter((row) => row.scenario === scenario);
    for (const good of scoresOf(here, "good")) for (const poor of scoresOf(here, "poor")) gaps.push(good - poor);
  }
  return gaps;
}

export function computeDesignSeparation(rows: readonly ScoredDesign[]): DesignSeparation {
  const labels = {
    good: stats(scoresOf(rows, "good")),
    mediocre: stats(scoresOf(rows, "mediocre")),
    poor: stats(scoresOf(rows, "poor")),
  };
  const good = share(scoresOf(rows, "good"), (score) => score >= DESIGN_GOALS.goodMin);
  const poor = share(scoresOf(rows, "poor"), (score) => score <= DESIGN_GOALS.poorMax);
  const gaps = samePairs(rows);
  const ordered = gaps.filter((gap) => gap > 0).length;
  const goodRows = rows.filter((row) => row.label === "good");
  const notations = Object.fromEntries(
    ENTITY_NOTATIONS.map((notation) => {
      const written = goodRows.filter(({ traits }) => traits.includes(notation));
      const dataModel = written.flatMap((row) => (row.dataModel === null ? [] : [row.dataModel]));
      return [
        notation,
        {
          count: written.length,
          overall: stats(written.map(({ score }) => score)).mean,
          dataModel: stats(dataModel).mean,
        },
      ];
    }),
  ) as DesignSeparation["notations"];
  const ms = stats(rows.map((row) => row.ms));
  const { good: g, mediocre: m, poor: p } = labels;
  return {
    designs: rows.length,
    scenarios: new Set(rows.map((row) => row.scenario)).size,
    labels,
    goodAtLeast4: good,
    poorAtMost2: poor,
    pairs: { total: gaps.length, ordered, fraction: gaps.length > 0 ? ordered / gaps.length : null },
    meanGap: stats(gaps).mean,
    meanAbsoluteError: stats(rows.map(({ score, expected }) => Math.abs(score - expected))).mean,
    notations,
    msPerDesign: { mean: ms.mean, max: ms.max },
    goals: {
      good: good.fraction === null ? null : good.fraction >= DESIGN_GOALS.share,
      poor: poor.fraction === null ? null : poor.fraction >= DESIGN_GOALS.share,
      order: g.mean === null || p.mean === null ? null : g.mean > (m.mean ?? p.mean) && (m.mean ?? g.mean) > p.mean,
    },
  };
}

const fixed = (value: number | null, digits = 2) => (value === null ? "–" : value.toFixed(digits));
const mark = (goal: boolean | null) => (goal === null ? "" : goal ? "  ✓" : "  ✗");
const percent = (fraction: number | null) => (fraction === null ? "–" : `${(fraction * 100).toFixed(1)} %`);

/** The figures as lines for the terminal. */
export function formatDesignSeparation(figures: DesignSeparation, title: string): string[] {
  const { labels, goodAtLeast4: good, poorAtMost2: poor, pairs, goals } = figures;
  const goal = `goal ≥ ${DESIGN_GOALS.share * 100} %`;
  return [
    `${title}: ${figures.designs} designs for ${figures.scenarios} scenarios`,
    `  good designs ≥ 4                   ${good.count} of ${good.of} (${percent(good.fraction)})  ${goal}${mark(goals.good)}`,
    `  poor designs ≤ 2                   ${poor.count} of ${poor.of} (${percent(poor.fraction)})  ${goal}${mark(goals.poor)}`,
    `  mean score by label                good ${fixed(labels.good.mean)}, mediocre ${fixed(labels.mediocre.mean)}, poor ${fixed(labels.poor.mean)}${mark(goals.order)}`,
    `  good above poor, same scenario     ${pairs.ordered} of ${pairs.total} pairs (${percent(pairs.fraction)}); mean gap ${fixed(figures.meanGap)}`,
    `  good designs by entities notation  ${ENTITY_NOTATIONS.map((notation) => {
      const { count, overall, dataModel } = figures.notations[notation];
      return `${notation.slice("entities-".length)} ${fixed(overall)} (data model ${fixed(dataModel)}, ${count})`;
    }).join("; ")}`,
    `  mean distance from the label       ${fixed(figures.meanAbsoluteError)}`,
    `  time per design                    ${fixed(figures.msPerDesign.mean)} ms mean, ${fixed(figures.msPerDesign.max)} ms max`,
  ];
}

/** Which third of the scenarios is held out while the review is tuned: a fixed hash of the slug, as for questions. */
export function isHeldOutScenario(scenarioSlug: string): boolean {
  return isHeldOut(`designs/${scenarioSlug}`);
}
