func swimInWater(grid [][]int) int {
	// Binary search on the time: can the swimmer cross using squares no higher than t?
	n := len(grid)
	canCross := func(t int) bool {
		if grid[0][0] > t {
			return false
		}
		seen := make([][]bool, n)
		for i := range seen {
			seen[i] = make([]bool, n)
		}
		seen[0][0] = true
		stack := [][2]int{{0, 0}}
		for len(stack) > 0 {
			cell := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if cell[0] == n-1 && cell[1] == n-1 {
				return true
			}
			for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				r, c := cell[0]+d[0], cell[1]+d[1]
				if r >= 0 && c >= 0 && r < n && c < n && !seen[r][c] && grid[r][c] <= t {
					seen[r][c] = true
					stack = append(stack, [2]int{r, c})
				}
			}
		}
		return false
	}
	return sort.Search(n*n, canCross)
}
