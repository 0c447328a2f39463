func setZeroes(matrix [][]int) {
	rows, cols := len(matrix), len(matrix[0])
	zeroRows, zeroCols := make([]bool, rows), make([]bool, cols)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if matrix[r][c] == 0 {
				zeroRows[r], zeroCols[c] = true, true
			}
		}
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if zeroRows[r] || zeroCols[c] {
				matrix[r][c] = 0
			}
		}
	}
}
