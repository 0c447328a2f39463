func replaceWords(dictionary []string, sentence string) string {
	roots := map[string]bool{}
	for _, root := range dictionary {
		roots[root] = true
	}
	words := strings.Split(sentence, " ")
	for i, word := range words {
		for length := 1; length <= len(word); length++ {
			if roots[word[:length]] {
				words[i] = word[:length]
				break
			}
		}
	}
	return strings.Join(words, " ")
}
