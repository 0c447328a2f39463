/**
 * Definition for a Node.
 * type Node struct {
 *     Val int
 *     Neighbors []*Node
 * }
 */

func cloneGraph(node *Node) *Node {
	if node == nil {
		return nil
	}
	// Each original node maps to its copy; a node is queued once, when its copy is made.
	copies := map[*Node]*Node{node: {Val: node.Val}}
	queue := []*Node{node}
	for len(queue) > 0 {
		original := queue[0]
		queue = queue[1:]
		for _, neighbour := range original.Neighbors {
			if _, ok := copies[neighbour]; !ok {
				copies[neighbour] = &Node{Val: neighbour.Val}
				queue = append(queue, neighbour)
			}
			copies[original].Neighbors = append(copies[original].Neighbors, copies[neighbour])
		}
	}
	return copies[node]
}
