func exist(board [][]byte, word string) bool {
	rows, cols := len(board), len(board[0])
	var search func(r, c, index int) bool
	search = func(r, c, index int) bool {
		if index == len(word) {
			return true
		}
		if r < 0 || c < 0 || r >= rows || c >= cols || board[r][c] != word[index] {
			return false
		}
		letter := board[r][c]
		board[r][c] = '#' // used on the current path
		found := search(r+1, c, index+1) || search(r-1, c, index+1) || search(r, c+1, index+1) || search(r, c-1, index+1)
		board[r][c] = letter
		return found
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if search(r, c, 0) {
				return true
			}
		}
	}
	return false
}
