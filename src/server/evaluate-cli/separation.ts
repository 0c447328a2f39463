import type { AnswerLabel, AnswerTrait } from "./labelled-sets";

// The separation figures for a labelled set of answers: how often a strong answer scores above a
// weak answer to the same question and by how much, and what the check gives the answers that are hard to
// judge (buzzword-stuffed, plain-words, off-topic, empty).

/** One labelled answer and what the check gave it. */
export type ScoredAnswer = {
  id: string;
  question: string;
  label: AnswerLabel;
  /** The labelled score, 1–5. */
  expected: number;
  traits: readonly AnswerTrait[];
  /** The check's overall score, 1–5. */
  score: number;
  ms: number;
};

type Stats = { count: number; min: number | null; max: number | null; mean: number | null };

export type SeparationFigures = {
  answers: number;
  questions: number;
  /** Every (strong, weak) pair of answers to one question: ordered when strong scores higher. */
  pairs: { total: number; ordered: number; ties: number; fraction: number | null };
  /** The mean of strong − weak over those pairs. */
  meanGap: number | null;
  /** The mean distance between the check's score and the labelled one. */
  meanAbsoluteError: number | null;
  labels: Record<AnswerLabel, Stats>;
  buzzwordStuffed: Stats & { atMost2: number };
  plainWords: Stats & { atLeast4: number };
  offTopic: Stats & { equal1: number };
  empty: Stats & { equal1: number };
  msPerAnswer: { mean: number | null; max: number | null };
  /** The check's separation goals, each met or not (null when the set has no answer it applies to). */
  goals: {
    pairs: boolean | null;
    gap: boolean | null;
    buzzword: boolean | null;
    plainWords: boolean | null;
    offTopicEmpty: boolean | null;
  };
};

const GOALS = { pairs: 0.9, gap: 1.5, buzzwordMax: 2, plainWordsMin: 4 } as const;

function stats(values: number[]): Stats {
  if (values.length === 0) return { count: 0, min: null, max: null, mean: null };
  return {
    count: values.length,
    min: Math.min(...values),
    max: Math.max(...values),
    mean: values.reduce((sum, value) => sum + value, 0) / values.length,
  };
}

function withTrait(rows: readonly ScoredAnswer[], trait: AnswerTrait): number[] {
  return rows.filter(({ traits }) => traits.includes(trait)).map(({ score }) => score);
}

export function computeSeparation(rows: readonly ScoredAnswer[]): SeparationFigures {
  const byQuestion = new Map<string, ScoredAnswer[]>();
  for (const row of rows) byQuestion.set(row.question, [...(byQuestion.get(row.question) ?? []), row]);
  const gaps: number[] = [];
  for (const answers of byQuestion.values()) {
    const strong = answers.filter(({ label }) => label === "strong");
    const weak = answers.filter(({ label }) => label === "weak");
    for (const s of strong) for (const w of weak) gaps.push(s.score - w.score);
  }
  const buzzword = withTrait(rows, "buzzword-stuffed");
  const plain = withTrait(rows, "plain-words");
  const offTopic = withTrait(rows, "off-topic");
  const empty = withTrait(rows, "empty-ish");
  const ordered = gaps.filter((gap) => gap > 0).length;
  const fraction = gaps.length > 0 ? ordered / gaps.length : null;
  const meanGap = stats(gaps).mean;
  const ms = stats(rows.map((row) => row.ms));
  const hardOnes = [...offTopic, ...empty];
  return {
    answers: rows.length,
    questions: byQuestion.size,
    pairs: { total: gaps.length, ordered, ties: gaps.filter((gap) => gap === 0).length, fraction },
    meanGap,
    meanAbsoluteError: stats(rows.map(({ score, expected }) => Math.abs(score - expected))).mean,
    labels: {
      strong: stats(rows.filter(({ label }) => label === "strong").map(({ score }) => score)),
      adequate: stats(rows.filter(({ label }) => label === "adequate").map(({ score }) => score)),
      weak: stats(rows.filter(({ label }) => label === "weak").map(({ score }) => score)),
    },
    buzzwordStuffed: { ...stats(buzzword), atMost2: buzzword.filter((score) => score <= GOALS.buzzwordMax).length },
    plainWords: { ...stats(plain), atLeast4: plain.filter((score) => score >= GOALS.plainWordsMin).length },
    offTopic: { ...stats(offTopic), equal1: offTopic.filter((score) => score === 1).length },
    empty: { ...stats(empty), equal1: empty.filter((score) => score === 1).length },
    msPerAnswer: { mean: ms.mean, max: ms.max },
    goals: {
      pairs: fraction === null ? null : fraction >= GOALS.pairs,
      gap: meanGap === null ? null : meanGap >= GOALS.gap,
      buzzword: buzzword.length === 0 ? null : buzzword.every((score) => score <= GOALS.buzzwordMax),
      plainWords: plain.length === 0 ? null : plain.every((score) => score >= GOALS.plainWordsMin),
      offTopicEmpty: hardOnes.length === 0 ? null : hardOnes.every((score) => score === 1),
    },
  };
}

const fixed = (value: number | null, digits = 2) => (value === null ? "–" : value.toFixed(digits));
const mark = (goal: boolean | null) => (goal === null ? "" : goal ? "  ✓" : "  ✗");

/** The figures as lines for the terminal. */
export function formatSeparation(figures: SeparationFigures, title: string): string[] {
  const { pairs, labels, buzzwordStuffed: buzz, plainWords: plain, offTopic, empty, goals } = figures;
  const percent = pairs.fraction === null ? "–" : `${(pairs.fraction * 100).toFixed(1)} %`;
  return [
    `${title}: ${figures.answers} answers to ${figures.questions} questions`,
    `  strong above weak, same question   ${pairs.ordered} of ${pairs.total} pairs (${percent}; ${pairs.ties} ties)  goal ≥ ${GOALS.pairs * 100} %${mark(goals.pairs)}`,
    `  mean gap strong − weak             ${fixed(figures.meanGap)}  goal ≥ ${GOALS.gap}${mark(goals.gap)}`,
    `  buzzword-stuffed (≤ 2)             ${buzz.atMost2} of ${buzz.count}; max ${fixed(buzz.max, 1)}, mean ${fixed(buzz.mean)}${mark(goals.buzzword)}`,
    `  plain-words strong (≥ 4)           ${plain.atLeast4} of ${plain.count}; min ${fixed(plain.min, 1)}, mean ${fixed(plain.mean)}${mark(goals.plainWords)}`,
    `  off-topic (= 1)                    ${offTopic.equal1} of ${offTopic.count}; max ${fixed(offTopic.max, 1)}, mean ${fixed(offTopic.mean)}`,
    `  empty (= 1)                        ${empty.equal1} of ${empty.count}; max ${fixed(empty.max, 1)}, mean ${fixed(empty.mean)}${mark(goals.offTopicEmpty)}${goals.offTopicEmpty === null ? "" : " (off-topic and empty together)"}`,
    `  mean score by label                strong ${fixed(labels.strong.mean)}, adequate ${fixed(labels.adequate.mean)}, weak ${fixed(labels.weak.mean)}`,
    `  mean distance from the label       ${fixed(figures.meanAbsoluteError)}`,
    `  time per answer                    ${fixed(figures.msPerAnswer.mean)} ms mean, ${fixed(figures.msPerAnswer.max)} ms max`,
  ];
}

/** Which third of the questions is held out while the check is tuned: a fixed hash of the slug, so it never moves. */
export function isHeldOut(questionSlug: string): boolean {
  let hash = 0x811c9dc5;
  for (const char of questionSlug) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 3 === 0;
}
