func networkDelayTime(times [][]int, n int, k int) int {
	// Dijkstra with an array: O(n^2), fine for a hundred nodes.
	const unreached = math.MaxInt
	dist := make([]int, n+1)
	for i := range dist {
		dist[i] = unreached
	}
	dist[k] = 0
	settled := make([]bool, n+1)
	last := 0
	for step := 0; step < n; step++ {
		node := -1
		for v := 1; v <= n; v++ {
			if !settled[v] && dist[v] != unreached && (node == -1 || dist[v] < dist[node]) {
				node = v
			}
		}
		if node == -1 {
			return -1
		}
		settled[node] = true
		last = dist[node]
		for _, t := range times {
			if t[0] == node && dist[node]+t[2] < dist[t[1]] {
				dist[t[1]] = dist[node] + t[2]
			}
		}
	}
	return last
}
