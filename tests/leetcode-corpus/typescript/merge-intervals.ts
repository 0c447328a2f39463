type Interval = [start: number, end: number];

export function merge(intervals: number[][]): number[][] {
  const sorted = (intervals as Interval[]).slice().sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [s, e] of sorted) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}
