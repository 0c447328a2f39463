function insert(intervals: number[][], newInterval: number[]): number[][] {
    const result: number[][] = [];
    let [start, end] = newInterval;
    let i = 0;
    const n = intervals.length;

    while (i < n && intervals[i][1] < start) result.push(intervals[i++]);
    while (i < n && intervals[i][0] <= end) {
        start = Math.min(start, intervals[i][0]);
        end = Math.max(end, intervals[i][1]);
        i++;
    }
    result.push([start, end]);
    while (i < n) result.push(intervals[i++]);

    return result;
};
