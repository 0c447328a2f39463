type TrieNode struct {
	children [26]*TrieNode
	word     string
}

func findWords(board [][]byte, words []string) []string {
	root := &TrieNode{}
	for _, word := range words {
		node := root
		for i := 0; i < len(word); i++ {
			c := word[i] - 'a'
			if node.children[c] == nil {
				node.children[c] = &TrieNode{}
			}
			node = node.children[c]
		}
		node.word = word
	}
	rows, cols := len(board), len(board[0])
	found := []string{}
	var search func(r, c int, parent *TrieNode)
	search = func(r, c int, parent *TrieNode) {
		if r < 0 || c < 0 || r >= rows || c >= cols || board[r][c] == '#' {
			return
		}
		letter := board[r][c]
		node := parent.children[letter-'a']
		if node == nil {
			return
		}
		if node.word != "" {
			found = append(found, node.word)
			node.word = "" // reported once
		}
		board[r][c] = '#' // on the current path
		search(r-1, c, node)
		search(r+1, c, node)
		search(r, c-1, node)
		search(r, c+1, node)
		board[r][c] = letter
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			search(r, c, root)
		}
	}
	return found
}
