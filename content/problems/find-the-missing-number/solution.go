func missingNumber(nums []int) int {
	// XOR every index 0..n and every value: each present number cancels with its index.
	result := len(nums)
	for i, x := range nums {
		result ^= i ^ x
	}
	return result
}
