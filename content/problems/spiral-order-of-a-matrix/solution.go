func spiralOrder(matrix [][]int) []int {
	top, bottom, left, right := 0, len(matrix)-1, 0, len(matrix[0])-1
	order := []int{}
	for top <= bottom && left <= right {
		for c := left; c <= right; c++ {
			order = append(order, matrix[top][c])
		}
		for r := top + 1; r <= bottom; r++ {
			order = append(order, matrix[r][right])
		}
		if top < bottom && left < right {
			for c := right - 1; c >= left; c-- {
				order = append(order, matrix[bottom][c])
			}
			for r := bottom - 1; r > top; r-- {
				order = append(order, matrix[r][left])
			}
		}
		top, bottom, left, right = top+1, bottom-1, left+1, right-1
	}
	return order
}
