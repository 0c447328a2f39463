func largestRectangleArea(heights []int) int {
	starts := []int{} // indices of bars with increasing heights
	best := 0
	for i := 0; i <= len(heights); i++ {
		height := 0
		if i < len(heights) {
			height = heights[i]
		}
		for len(starts) > 0 && heights[starts[len(starts)-1]] >= height {
			top := starts[len(starts)-1]
			starts = starts[:len(starts)-1]
			left := 0
			if len(starts) > 0 {
				left = starts[len(starts)-1] + 1
			}
			best = max(best, heights[top]*(i-left))
		}
		starts = append(starts, i)
	}
	return best
}
