func pacificAtlantic(heights [][]int) [][]int {
	rows, cols := len(heights), len(heights[0])
	reachable := func(starts [][2]int) [][]bool {
		seen := make([][]bool, rows)
		for r := range seen {
			seen[r] = make([]bool, cols)
		}
		stack := starts
		for _, s := range starts {
			seen[s[0]][s[1]] = true
		}
		for len(stack) > 0 {
			cell := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				nr, nc := cell[0]+d[0], cell[1]+d[1]
				if nr >= 0 && nc >= 0 && nr < rows && nc < cols && !seen[nr][nc] && heights[nr][nc] >= heights[cell[0]][cell[1]] {
					seen[nr][nc] = true
					stack = append(stack, [2]int{nr, nc})
				}
			}
		}
		return seen
	}
	pacificStarts, atlanticStarts := [][2]int{}, [][2]int{}
	for r := 0; r < rows; r++ {
		pacificStarts = append(pacificStarts, [2]int{r, 0})
		atlanticStarts = append(atlanticStarts, [2]int{r, cols - 1})
	}
	for c := 0; c < cols; c++ {
		pacificStarts = append(pacificStarts, [2]int{0, c})
		atlanticStarts = append(atlanticStarts, [2]int{rows - 1, c})
	}
	pacific, atlantic := reachable(pacificStarts), reachable(atlanticStarts)
	result := [][]int{}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if pacific[r][c] && atlantic[r][c] {
				result = append(result, []int{r, c})
			}
		}
	}
	return result
}
