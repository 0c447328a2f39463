/**
 * @param {number[][]} intervals
 * @param {number[]} newInterval
 * @return {number[][]}
 */
var insert = function(intervals, newInterval) {
    const res = [];
    let [start, end] = newInterval;
    let i = 0;
    const n = intervals.length;

    // everything ending before the new interval starts
    while (i < n && intervals[i][1] < start) res.push(intervals[i++]);

    // everything overlapping it
    while (i < n && intervals[i][0] <= end) {
        start = Math.min(start, intervals[i][0]);
        end = Math.max(end, intervals[i][1]);
        i++;
    }
    res.push([start, end]);

    // the rest
    while (i < n) res.push(intervals[i++]);
    return res;
};
