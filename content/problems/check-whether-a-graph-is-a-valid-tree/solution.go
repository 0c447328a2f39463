func validTree(n int, edges [][]int) bool {
	// A tree on n nodes has exactly n - 1 edges and no cycle.
	if len(edges) != n-1 {
		return false
	}
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	var find func(x int) int
	find = func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	for _, e := range edges {
		a, b := find(e[0]), find(e[1])
		if a == b {
			return false
		}
		parent[a] = b
	}
	return true
}
