func searchMatrix(matrix [][]int, target int) bool {
	// The rows laid end to end are one sorted list.
	cols := len(matrix[0])
	i := sort.Search(len(matrix)*cols, func(i int) bool { return matrix[i/cols][i%cols] >= target })
	return i < len(matrix)*cols && matrix[i/cols][i%cols] == target
}
