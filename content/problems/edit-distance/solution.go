func minDistance(word1 string, word2 string) int {
	previous := make([]int, len(word2)+1)
	for j := range previous {
		previous[j] = j
	}
	for i := 1; i <= len(word1); i++ {
		current := make([]int, len(word2)+1)
		current[0] = i
		for j := 1; j <= len(word2); j++ {
			if word1[i-1] == word2[j-1] {
				current[j] = previous[j-1]
			} else {
				current[j] = 1 + min(previous[j], current[j-1], previous[j-1])
			}
		}
		previous = current
	}
	return previous[len(word2)]
}
