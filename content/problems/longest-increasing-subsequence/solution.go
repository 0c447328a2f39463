func lengthOfLIS(nums []int) int {
	// tails[k]: the smallest value that can end an increasing subsequence of length k + 1.
	tails := []int{}
	for _, value := range nums {
		position := sort.SearchInts(tails, value)
		if position == len(tails) {
			tails = append(tails, value)
		} else {
			tails[position] = value
		}
	}
	return len(tails)
}
