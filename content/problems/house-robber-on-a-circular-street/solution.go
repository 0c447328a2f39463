func rob(nums []int) int {
	n := len(nums)
	if n == 1 {
		return nums[0]
	}
	// The first and last houses are neighbours: leave out one of them.
	return max(robLine(nums[:n-1]), robLine(nums[1:]))
}

func robLine(nums []int) int {
	take, skip := 0, 0
	for _, cash := range nums {
		take, skip = skip+cash, max(take, skip)
	}
	return max(take, skip)
}
