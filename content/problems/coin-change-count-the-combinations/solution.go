func change(amount int, coins []int) int {
	// Taking the coins one at a time in the outer loop counts each multiset once.
	ways := make([]int, amount+1)
	ways[0] = 1
	for _, coin := range coins {
		for s := coin; s <= amount; s++ {
			ways[s] += ways[s-coin]
		}
	}
	return ways[amount]
}
