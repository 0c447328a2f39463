func validPath(n int, edges [][]int, source int, destination int) bool {
	neighbours := make([][]int, n)
	for _, e := range edges {
		neighbours[e[0]] = append(neighbours[e[0]], e[1])
		neighbours[e[1]] = append(neighbours[e[1]], e[0])
	}
	visited := make([]bool, n)
	visited[source] = true
	stack := []int{source}
	for len(stack) > 0 {
		vertex := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if vertex == destination {
			return true
		}
		for _, next := range neighbours[vertex] {
			if !visited[next] {
				visited[next] = true
				stack = append(stack, next)
			}
		}
	}
	return false
}
