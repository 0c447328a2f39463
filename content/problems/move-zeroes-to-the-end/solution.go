func moveZeroes(nums []int) {
	write := 0 // every position before write holds a non-zero value, in the original order
	for read := range nums {
		if nums[read] != 0 {
			nums[write], nums[read] = nums[read], nums[write]
			write++
		}
	}
}
