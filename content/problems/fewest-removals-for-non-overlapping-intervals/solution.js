function eraseOverlapIntervals(intervals) {
  // Keep the interval that ends first whenever there is a choice: it leaves the most room for the rest.
  const byEnd = [...intervals].sort((a, b) => a[1] - b[1]);
  let kept = 0;
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const [start, end] of byEnd) {
    if (start >= lastEnd) {
      kept++;
      lastEnd = end;
    }
  }
  return intervals.length - kept;
}
