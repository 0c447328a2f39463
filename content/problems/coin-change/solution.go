func coinChange(coins []int, amount int) int {
	// best[t]: the fewest coins that make t, or amount + 1 when t cannot be made.
	best := make([]int, amount+1)
	for t := 1; t <= amount; t++ {
		best[t] = amount + 1
		for _, coin := range coins {
			if coin <= t && best[t-coin]+1 < best[t] {
				best[t] = best[t-coin] + 1
			}
		}
	}
	if best[amount] > amount {
		return -1
	}
	return best[amount]
}
