func insert(intervals [][]int, newInterval []int) [][]int {
	result := [][]int{}
	start, end := newInterval[0], newInterval[1]
	i := 0
	for ; i < len(intervals) && intervals[i][1] < start; i++ {
		result = append(result, intervals[i]) // entirely before
	}
	for ; i < len(intervals) && intervals[i][0] <= end; i++ {
		start = min(start, intervals[i][0]) // overlaps or touches: absorb it
		end = max(end, intervals[i][1])
	}
	result = append(result, []int{start, end})
	return append(result, intervals[i:]...)
}
