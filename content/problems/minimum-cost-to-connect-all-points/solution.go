func minCostConnectPoints(points [][]int) int {
	// Prim's algorithm on the complete graph, with an array instead of a heap: O(n^2).
	n := len(points)
	inTree := make([]bool, n)
	cheapest := make([]int, n)
	for i := range cheapest {
		cheapest[i] = math.MaxInt
	}
	cheapest[0] = 0
	total := 0
	abs := func(x int) int {
		if x < 0 {
			return -x
		}
		return x
	}
	for range points {
		node := -1
		for i := 0; i < n; i++ {
			if !inTree[i] && (node == -1 || cheapest[i] < cheapest[node]) {
				node = i
			}
		}
		inTree[node] = true
		total += cheapest[node]
		for i := 0; i < n; i++ {
			if !inTree[i] {
				cost := abs(points[i][0]-points[node][0]) + abs(points[i][1]-points[node][1])
				cheapest[i] = min(cheapest[i], cost)
			}
		}
	}
	return total
}
