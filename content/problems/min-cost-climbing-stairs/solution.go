func minCostClimbingStairs(cost []int) int {
	twoBack, oneBack := cost[0], cost[1]
	for _, toll := range cost[2:] {
		twoBack, oneBack = oneBack, toll+min(twoBack, oneBack)
	}
	return min(twoBack, oneBack)
}
