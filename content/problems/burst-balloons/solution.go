func maxCoins(nums []int) int {
	values := append(append([]int{1}, nums...), 1)
	n := len(values)
	// best[left][right]: most coins from the balloons strictly between left and right.
	best := make([][]int, n)
	for i := range best {
		best[i] = make([]int, n)
	}
	for width := 2; width < n; width++ {
		for left := 0; left+width < n; left++ {
			right := left + width
			for k := left + 1; k < right; k++ {
				coins := best[left][k] + values[left]*values[k]*values[right] + best[k][right]
				best[left][right] = max(best[left][right], coins)
			}
		}
	}
	return best[0][n-1]
}
