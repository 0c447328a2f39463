func longestWord(words []string) string {
	// A word counts when every prefix of it is a word too: check them shortest first.
	sort.Strings(words)
	built := map[string]bool{"": true}
	best := ""
	for _, word := range words {
		if built[word[:len(word)-1]] {
			built[word] = true
			if len(word) > len(best) {
				best = word
			}
		}
	}
	return best
}
