func climbStairs(n int) int {
	memo := make([]int, n+1)
	var f func(int) int
	f = func(i int) int {
		if i <= 2 {
			return i
		}
		if memo[i] == 0 {
			memo[i] = f(i-1) + f(i-2)
		}
		return memo[i]
	}
	return f(n)
}
