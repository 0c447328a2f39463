func longestConsecutive(nums []int) int {
	values := map[int]bool{}
	for _, v := range nums {
		values[v] = true
	}
	best := 0
	for v := range values {
		if values[v-1] {
			continue // only start counting at the first value of a run
		}
		length := 1
		for values[v+length] {
			length++
		}
		best = max(best, length)
	}
	return best
}
