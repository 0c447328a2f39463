func characterReplacement(s string, k int) int {
	var counts [26]int
	left, maxCount, best := 0, 0, 0
	for right := 0; right < len(s); right++ {
		counts[s[right]-'A']++
		maxCount = max(maxCount, counts[s[right]-'A'])
		for right-left+1-maxCount > k {
			counts[s[left]-'A']--
			left++
		}
		best = max(best, right-left+1)
	}
	return best
}
