func climbStairs(n int) int {
	previous, current := 1, 1
	for i := 2; i <= n; i++ {
		previous, current = current, previous+current
	}
	return current
}
