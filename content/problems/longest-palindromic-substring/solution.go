func longestPalindrome(s string) string {
	bestStart, bestLength := 0, 0
	for i := range s {
		for _, centre := range [][2]int{{i, i}, {i, i + 1}} { // odd, then even length
			left, right := centre[0], centre[1]
			for left >= 0 && right < len(s) && s[left] == s[right] {
				left--
				right++
			}
			if right-left-1 > bestLength {
				bestStart, bestLength = left+1, right-left-1
			}
		}
	}
	return s[bestStart : bestStart+bestLength]
}
