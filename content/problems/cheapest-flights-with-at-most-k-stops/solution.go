func findCheapestPrice(n int, flights [][]int, src int, dst int, k int) int {
	// Bellman-Ford limited to k + 1 rounds, each reading only the previous round's costs.
	cost := make([]int, n)
	for i := range cost {
		cost[i] = math.MaxInt
	}
	cost[src] = 0
	for round := 0; round <= k; round++ {
		next := append([]int(nil), cost...)
		for _, f := range flights {
			if cost[f[0]] != math.MaxInt && cost[f[0]]+f[2] < next[f[1]] {
				next[f[1]] = cost[f[0]] + f[2]
			}
		}
		cost = next
	}
	if cost[dst] == math.MaxInt {
		return -1
	}
	return cost[dst]
}
