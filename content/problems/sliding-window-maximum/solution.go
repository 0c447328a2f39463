func maxSlidingWindow(nums []int, k int) []int {
	window := []int{} // indices whose values strictly decrease from front to back
	result := []int{}
	for i, value := range nums {
		for len(window) > 0 && nums[window[len(window)-1]] <= value {
			window = window[:len(window)-1]
		}
		window = append(window, i)
		if window[0] <= i-k {
			window = window[1:]
		}
		if i >= k-1 {
			result = append(result, nums[window[0]])
		}
	}
	return result
}
