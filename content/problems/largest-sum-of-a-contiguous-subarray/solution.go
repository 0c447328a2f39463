func maxSubArray(nums []int) int {
	best, endingHere := nums[0], nums[0]
	for _, value := range nums[1:] {
		endingHere = max(value, endingHere+value)
		best = max(best, endingHere)
	}
	return best
}
