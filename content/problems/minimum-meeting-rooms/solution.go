func minMeetingRooms(intervals [][]int) int {
	starts := make([]int, len(intervals))
	ends := make([]int, len(intervals))
	for i, interval := range intervals {
		starts[i], ends[i] = interval[0], interval[1]
	}
	sort.Ints(starts)
	sort.Ints(ends)
	rooms, busiest, nextEnd := 0, 0, 0
	for _, start := range starts {
		for ends[nextEnd] <= start {
			nextEnd++
			rooms--
		}
		rooms++
		busiest = max(busiest, rooms)
	}
	return busiest
}
