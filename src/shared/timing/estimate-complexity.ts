/**
 * One input size the code was timed on: `scale` times the largest test's input; `ms` the code's own
 * median time, net of `harnessMs`, the median time of the test harness around a solution that does nothing.
 */
export type TimingPoint = { scale: number; ms: number; harnessMs?: number };

export type ComplexityEstimate =
  | { kind: "estimate"; label: string; slope: number; points: TimingPoint[] }
  | { kind: "too-fast"; points: TimingPoint[] };

/**
 * Below this a time is mostly the timer's resolution: browsers coarsen performance.now() to about
 * 0.1 ms outside cross-origin isolation, so half a millisecond is the least that says anything.
 */
export const MIN_MEASURABLE_MS = 0.5;

/**
 * A net time smaller than this share of the harness's is within the noise of two measurements (on a
 * busy machine both vary by tens of percent): the code's own time cannot be told apart from it.
 */
const MIN_SHARE_OF_HARNESS = 0.2;

/** A slope from fewer sizes than this is a guess, not an estimate. */
const MIN_POINTS = 3;

// Upper bounds of the log-log slope for each label. n log n over ×1…×8 of a few thousand elements
// gives about 1.1–1.2, so the band above linear is narrow: an estimate, and said to be one.
const SLOPE_BANDS: { below: number; label: string }[] = [
  { below: 0.5, label: "O(1)" },
  { below: 1.1, label: "O(n)" },
  { below: 1.5, label: "O(n log n)" },
  { below: 2.5, label: "O(n²)" },
  { below: 3.5, label: "O(n³)" },
];

/** "O(n²)" for a measured slope of time against input size on a log-log scale. */
export function getComplexityLabel(slope: number): string {
  return SLOPE_BANDS.find((band) => slope < band.below)?.label ?? "worse than O(n³)";
}

/** The least-squares slope of log(ms) against log(scale). */
export function fitLogLogSlope(points: TimingPoint[]): number {
  const xs = points.map((point) => Math.log2(point.scale));
  const ys = points.map((point) => Math.log2(point.ms));
  const meanX = xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / ys.length;
  let covariance = 0;
  let variance = 0;
  for (const [index, x] of xs.entries()) {
    covariance += (x - meanX) * ((ys[index] ?? 0) - meanY);
    variance += (x - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}

/**
 * The complexity the timings suggest, from the sizes timed long enough to measure. A class problem's
 * input grows by repeating its call sequence, so its total time grows one power of n faster than
 * each call: `isPerCall` takes that power off and the label is per call.
 */
export function estimateComplexity(points: TimingPoint[], { isPerCall = false } = {}): ComplexityEstimate {
  const measurable = points.filter(
    (point) => point.ms >= MIN_MEASURABLE_MS && point.ms >= MIN_SHARE_OF_HARNESS * (point.harnessMs ?? 0),
  );
  if (measurable.length < MIN_POINTS) return { kind: "too-fast", points };
  const slope = fitLogLogSlope(measurable) - (isPerCall ? 1 : 0);
  return { kind: "estimate", label: getComplexityLabel(slope), slope, points };
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function getMedian(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
