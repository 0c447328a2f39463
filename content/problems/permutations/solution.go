func permute(nums []int) [][]int {
	result := [][]int{}
	// Swap each remaining value into position start, then permute the rest.
	var backtrack func(start int)
	backtrack = func(start int) {
		if start == len(nums) {
			result = append(result, append([]int(nil), nums...))
			return
		}
		for i := start; i < len(nums); i++ {
			nums[start], nums[i] = nums[i], nums[start]
			backtrack(start + 1)
			nums[start], nums[i] = nums[i], nums[start]
		}
	}
	backtrack(0)
	return result
}
