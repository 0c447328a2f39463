func wordBreak(s string, wordDict []string) bool {
	words := map[string]bool{}
	for _, word := range wordDict {
		words[word] = true
	}
	// canSplit[i]: s[:i] splits into dictionary words.
	canSplit := make([]bool, len(s)+1)
	canSplit[0] = true
	for end := 1; end <= len(s); end++ {
		for start := 0; start < end && !canSplit[end]; start++ {
			canSplit[end] = canSplit[start] && words[s[start:end]]
		}
	}
	return canSplit[len(s)]
}
