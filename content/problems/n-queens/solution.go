func solveNQueens(n int) [][]string {
	result := [][]string{}
	queens := make([]int, 0, n) // queens[row] = the column of the queen in that row
	columns := make([]bool, n)
	diagonals := make([]bool, 2*n)     // row - col + n is constant along a diagonal
	antiDiagonals := make([]bool, 2*n) // row + col is constant along an anti-diagonal
	var place func(row int)
	place = func(row int) {
		if row == n {
			board := make([]string, n)
			for r, col := range queens {
				board[r] = strings.Repeat(".", col) + "Q" + strings.Repeat(".", n-col-1)
			}
			result = append(result, board)
			return
		}
		for col := 0; col < n; col++ {
			if columns[col] || diagonals[row-col+n] || antiDiagonals[row+col] {
				continue
			}
			columns[col], diagonals[row-col+n], antiDiagonals[row+col] = true, true, true
			queens = append(queens, col)
			place(row + 1)
			queens = queens[:len(queens)-1]
			columns[col], diagonals[row-col+n], antiDiagonals[row+col] = false, false, false
		}
	}
	place(0)
	return result
}
