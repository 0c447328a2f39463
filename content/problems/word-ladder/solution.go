func ladderLength(beginWord string, endWord string, wordList []string) int {
	unvisited := map[string]bool{}
	for _, word := range wordList {
		unvisited[word] = true
	}
	if !unvisited[endWord] {
		return 0
	}
	delete(unvisited, beginWord)
	level := []string{beginWord}
	for length := 1; len(level) > 0; length++ {
		next := []string{}
		for _, word := range level {
			if word == endWord {
				return length
			}
			letters := []byte(word)
			for i := range letters {
				original := letters[i]
				for letter := byte('a'); letter <= 'z'; letter++ {
					letters[i] = letter
					if candidate := string(letters); unvisited[candidate] {
						delete(unvisited, candidate)
						next = append(next, candidate)
					}
				}
				letters[i] = original
			}
		}
		level = next
	}
	return 0
}
