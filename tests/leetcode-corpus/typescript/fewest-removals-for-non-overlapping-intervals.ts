function eraseOverlapIntervals(intervals: number[][]): number {
    // keep the interval that ends first; everything that overlaps it is removed
    intervals.sort((a, b) => a[1] - b[1]);
    let removed = 0;
    let prevEnd = -Infinity;
    for (const [start, end] of intervals) {
        if (start >= prevEnd) {
            prevEnd = end;
        } else {
            removed++;
        }
    }
    return removed;
};
