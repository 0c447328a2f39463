func lengthOfLongestSubstring(s string) int {
	lastSeen := map[byte]int{}
	left, best := 0, 0
	for right := 0; right < len(s); right++ {
		if previous, ok := lastSeen[s[right]]; ok && previous >= left {
			left = previous + 1
		}
		lastSeen[s[right]] = right
		best = max(best, right-left+1)
	}
	return best
}
