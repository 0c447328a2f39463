func rob(nums []int) int {
	// withLast takes the previous house; withoutLast skips it.
	withLast, withoutLast := 0, 0
	for _, cash := range nums {
		withLast, withoutLast = withoutLast+cash, max(withLast, withoutLast)
	}
	return max(withLast, withoutLast)
}
