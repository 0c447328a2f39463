func longestCommonSubsequence(text1 string, text2 string) int {
	previous := make([]int, len(text2)+1)
	for i := 1; i <= len(text1); i++ {
		current := make([]int, len(text2)+1)
		for j := 1; j <= len(text2); j++ {
			if text1[i-1] == text2[j-1] {
				current[j] = previous[j-1] + 1
			} else {
				current[j] = max(previous[j], current[j-1])
			}
		}
		previous = current
	}
	return previous[len(text2)]
}
