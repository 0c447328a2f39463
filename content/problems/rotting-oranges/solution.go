func orangesRotting(grid [][]int) int {
	rows, cols := len(grid), len(grid[0])
	fresh := 0
	frontier := [][2]int{}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if grid[r][c] == 1 {
				fresh++
			} else if grid[r][c] == 2 {
				frontier = append(frontier, [2]int{r, c})
			}
		}
	}
	minutes := 0
	for fresh > 0 && len(frontier) > 0 {
		next := [][2]int{}
		for _, cell := range frontier {
			for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				nr, nc := cell[0]+d[0], cell[1]+d[1]
				if nr >= 0 && nc >= 0 && nr < rows && nc < cols && grid[nr][nc] == 1 {
					grid[nr][nc] = 2
					fresh--
					next = append(next, [2]int{nr, nc})
				}
			}
		}
		frontier = next
		minutes++
	}
	if fresh > 0 {
		return -1
	}
	return minutes
}
