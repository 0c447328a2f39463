func rotate(matrix [][]int) {
	// Transpose, then reverse each row.
	n := len(matrix)
	for r := 0; r < n; r++ {
		for c := r + 1; c < n; c++ {
			matrix[r][c], matrix[c][r] = matrix[c][r], matrix[r][c]
		}
	}
	for _, row := range matrix {
		slices.Reverse(row)
	}
}
