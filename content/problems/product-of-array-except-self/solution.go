func productExceptSelf(nums []int) []int {
	n := len(nums)
	answer := make([]int, n)
	left := 1
	for i := 0; i < n; i++ {
		answer[i] = left
		left *= nums[i]
	}
	right := 1
	for i := n - 1; i >= 0; i-- {
		answer[i] *= right
		right *= nums[i]
	}
	return answer
}
