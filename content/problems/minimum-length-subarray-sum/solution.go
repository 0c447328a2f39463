func minSubArrayLen(target int, nums []int) int {
	best, total, left := len(nums)+1, 0, 0
	for right, value := range nums {
		total += value
		for total >= target {
			best = min(best, right-left+1)
			total -= nums[left]
			left++
		}
	}
	if best == len(nums)+1 {
		return 0
	}
	return best
}
