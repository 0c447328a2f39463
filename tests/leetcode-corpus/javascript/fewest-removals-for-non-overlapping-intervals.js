/**
 * @param {number[][]} intervals
 * @return {number}
 */
var eraseOverlapIntervals = function(intervals) {
    intervals.sort((a, b) => a[1] - b[1]); // greedy: keep the interval that ends first
    let removed = 0;
    let end = -Infinity;
    for (const [s, e] of intervals) {
        if (s >= end) end = e;
        else removed++;
    }
    return removed;
};
