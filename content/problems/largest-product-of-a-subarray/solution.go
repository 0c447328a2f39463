func maxProduct(nums []int) int {
	// The largest and the smallest product of a subarray ending here: a negative number swaps them.
	best, high, low := nums[0], nums[0], nums[0]
	for _, x := range nums[1:] {
		high, low = max(x, high*x, low*x), min(x, high*x, low*x)
		best = max(best, high)
	}
	return best
}
