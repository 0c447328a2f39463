func findTargetSumWays(nums []int, target int) int {
	// The numbers with a plus sign sum to (total + target) / 2: count the subsets that do.
	total := 0
	for _, x := range nums {
		total += x
	}
	if target > total || -target > total || (total+target)%2 != 0 {
		return 0
	}
	goal := (total + target) / 2
	ways := make([]int, goal+1)
	ways[0] = 1
	for _, x := range nums {
		for s := goal; s >= x; s-- {
			ways[s] += ways[s-x]
		}
	}
	return ways[goal]
}
