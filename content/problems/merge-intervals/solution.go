func merge(intervals [][]int) [][]int {
	sort.Slice(intervals, func(i, j int) bool { return intervals[i][0] < intervals[j][0] })
	merged := [][]int{}
	for _, interval := range intervals {
		if n := len(merged); n > 0 && interval[0] <= merged[n-1][1] {
			merged[n-1][1] = max(merged[n-1][1], interval[1])
		} else {
			merged = append(merged, []int{interval[0], interval[1]})
		}
	}
	return merged
}
