function minMeetingRooms(intervals) {
  const starts = intervals.map(([start]) => start).sort((a, b) => a - b);
  const ends = intervals.map(([, end]) => end).sort((a, b) => a - b);
  let rooms = 0;
  let busiest = 0;
  let nextEnd = 0;
  for (const start of starts) {
    // Meetings that ended by now free their rooms (an end at time t frees it for a start at t).
    while (ends[nextEnd] <= start) {
      nextEnd++;
      rooms--;
    }
    rooms++;
    busiest = Math.max(busiest, rooms);
  }
  return busiest;
}
