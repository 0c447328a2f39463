func alienOrder(words []string) string {
	// Letters in order of first appearance, so that the result does not depend on map order.
	seen := map[byte]bool{}
	letters := []byte{}
	for _, word := range words {
		for i := 0; i < len(word); i++ {
			if !seen[word[i]] {
				seen[word[i]] = true
				letters = append(letters, word[i])
			}
		}
	}
	after := map[byte][]byte{}
	edge := map[[2]byte]bool{}
	inDegree := map[byte]int{}
	for i := 0; i+1 < len(words); i++ {
		first, second := words[i], words[i+1]
		j := 0
		for j < len(first) && j < len(second) && first[j] == second[j] {
			j++
		}
		if j == len(first) || j == len(second) {
			if len(first) > len(second) {
				return "" // a word before its own prefix
			}
			continue
		}
		x, y := first[j], second[j]
		if !edge[[2]byte{x, y}] {
			edge[[2]byte{x, y}] = true
			after[x] = append(after[x], y)
			inDegree[y]++
		}
	}
	order := []byte{}
	for _, letter := range letters {
		if inDegree[letter] == 0 {
			order = append(order, letter)
		}
	}
	for head := 0; head < len(order); head++ {
		for _, next := range after[order[head]] {
			inDegree[next]--
			if inDegree[next] == 0 {
				order = append(order, next)
			}
		}
	}
	if len(order) != len(letters) {
		return ""
	}
	return string(order)
}
