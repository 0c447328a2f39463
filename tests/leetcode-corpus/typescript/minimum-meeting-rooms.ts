function minMeetingRooms(intervals: number[][]): number {
    intervals.sort((a, b) => a[0] - b[0]);
    const endTimes = new MinPriorityQueue<number>(); // end time of each room in use
    for (const [start, end] of intervals) {
        if (!endTimes.isEmpty() && endTimes.front()! <= start) {
            endTimes.dequeue(); // reuse the room that frees up first
        }
        endTimes.enqueue(end);
    }
    return endTimes.size();
};
