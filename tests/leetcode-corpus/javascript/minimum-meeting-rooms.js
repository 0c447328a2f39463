/**
 * @param {number[][]} intervals
 * @return {number}
 */
var minMeetingRooms = function(intervals) {
    intervals.sort((a, b) => a[0] - b[0]);
    const ends = new MinPriorityQueue(); // end times of the rooms in use
    for (const [start, end] of intervals) {
        if (!ends.isEmpty() && ends.front() <= start) {
            ends.dequeue(); // reuse the room that frees up first
        }
        ends.enqueue(end);
    }
    return ends.size();
};
