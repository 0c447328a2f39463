func findRedundantConnection(edges [][]int) []int {
	parent := make([]int, len(edges)+1)
	for i := range parent {
		parent[i] = i
	}
	var find func(x int) int
	find = func(x int) int {
		if parent[x] != x {
			parent[x] = find(parent[x])
		}
		return parent[x]
	}
	for _, edge := range edges {
		a, b := find(edge[0]), find(edge[1])
		if a == b {
			return edge // both ends already connected: this edge closes the cycle
		}
		parent[a] = b
	}
	return []int{}
}
