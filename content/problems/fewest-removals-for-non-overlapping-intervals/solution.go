func eraseOverlapIntervals(intervals [][]int) int {
	// Keep the interval that ends first whenever there is a choice: it leaves the most room.
	sort.Slice(intervals, func(i, j int) bool { return intervals[i][1] < intervals[j][1] })
	kept, lastEnd := 0, math.MinInt
	for _, interval := range intervals {
		if interval[0] >= lastEnd {
			kept++
			lastEnd = interval[1]
		}
	}
	return len(intervals) - kept
}
