func canJump(nums []int) bool {
	farthest := 0
	for i, length := range nums {
		if i > farthest {
			return false
		}
		farthest = max(farthest, i+length)
	}
	return true
}
