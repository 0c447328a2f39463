func isMatch(s string, p string) bool {
	// matches[i][j]: s[i:] matches p[j:].
	matches := make([][]bool, len(s)+1)
	for i := range matches {
		matches[i] = make([]bool, len(p)+1)
	}
	matches[len(s)][len(p)] = true
	for i := len(s); i >= 0; i-- {
		for j := len(p) - 1; j >= 0; j-- {
			first := i < len(s) && (p[j] == s[i] || p[j] == '.')
			if j+1 < len(p) && p[j+1] == '*' {
				matches[i][j] = matches[i][j+2] || (first && matches[i+1][j])
			} else {
				matches[i][j] = first && matches[i+1][j+1]
			}
		}
	}
	return matches[0][0]
}
