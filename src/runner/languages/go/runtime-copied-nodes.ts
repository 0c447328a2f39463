/**
 * LeetCode's two Go `Node` types that solutions must deep-copy: a graph's (clone graph) and a random
 * list's (copy list with random pointer). A result that reuses a node of the input is refused, as the other
 * languages refuse it (src/shared/judge/python-nodes.ts).
 */
export const GO_GRAPH = `
// The nodes of the current test's input: a returned node must be a copy.
var ppInputNodes = map[*Node]bool{}

func init() {
	// A 1-indexed adjacency list: node i's neighbours by value.
	ppKinds["GraphNode"] = ppKind{
		build: func(raw any, _ ppReflect.Type) (ppReflect.Value, error) {
			lists, _ := raw.([]any)
			ppInputNodes = map[*Node]bool{}
			if len(lists) == 0 {
				return ppReflect.ValueOf((*Node)(nil)), nil
			}
			nodes := make([]*Node, len(lists))
			for i := range nodes {
				nodes[i] = &Node{Val: i + 1}
				ppInputNodes[nodes[i]] = true
			}
			for i, list := range lists {
				ids, _ := list.([]any)
				for _, id := range ids {
					n, err := ppNumber(id, ppReflect.TypeOf(0))
					if err != nil || n < 1 || int(n) > len(nodes) {
						return ppReflect.ValueOf(nodes[0]), ppFmt.Errorf("the graph has no node %v", id)
					}
					nodes[i].Neighbors = append(nodes[i].Neighbors, nodes[n-1])
				}
			}
			return ppReflect.ValueOf(nodes[0]), nil
		},
		serialise: func(v ppReflect.Value) (any, error) {
			start, _ := v.Interface().(*Node)
			return ppSerialiseGraph(start)
		},
	}
}

func ppSerialiseGraph(start *Node) (any, error) {
	if start == nil {
		return []any{}, nil
	}
	seen := map[*Node]bool{start: true}
	queue := []*Node{start}
	for head := 0; head < len(queue); head++ {
		for _, next := range queue[head].Neighbors {
			if next != nil && !seen[next] {
				seen[next] = true
				queue = append(queue, next)
			}
		}
	}
	adjacency := make([]any, len(queue))
	for _, node := range queue {
		if ppInputNodes[node] {
			return nil, ppFmt.Errorf("the returned graph reuses a node of the input graph: return a copy")
		}
		index := node.Val - 1
		if index < 0 || index >= len(queue) || adjacency[index] != nil {
			return nil, ppFmt.Errorf("the returned graph's %d nodes must have the values 1 to %d, each once", len(queue), len(queue))
		}
		ids := []any{}
		for _, next := range node.Neighbors {
			if next != nil {
				ids = append(ids, next.Val)
			}
		}
		adjacency[index] = ids
	}
	return adjacency, nil
}
`;

export const GO_RANDOM_LIST = `
// The nodes of the current test's input: a returned node must be a copy.
var ppInputNodes = map[*Node]bool{}

func init() {
	// [[val, randomIndex or null], ...]: each node's random pointer as the index of its target.
	ppKinds["RandomListNode"] = ppKind{
		build: func(raw any, _ ppReflect.Type) (ppReflect.Value, error) {
			pairs, _ := raw.([]any)
			ppInputNodes = map[*Node]bool{}
			nodes := make([]*Node, len(pairs))
			for i := range nodes {
				pair, _ := pairs[i].([]any)
				if len(pair) != 2 {
					return ppReflect.ValueOf((*Node)(nil)), ppFmt.Errorf("expected [val, randomIndex]")
				}
				n, err := ppNumber(pair[0], ppReflect.TypeOf(0))
				if err != nil {
					return ppReflect.ValueOf((*Node)(nil)), err
				}
				nodes[i] = &Node{Val: int(n)}
				ppInputNodes[nodes[i]] = true
				if i > 0 {
					nodes[i-1].Next = nodes[i]
				}
			}
			for i, node := range nodes {
				if pair := pairs[i].([]any); pair[1] != nil {
					r, err := ppNumber(pair[1], ppReflect.TypeOf(0))
					if err != nil || r < 0 || int(r) >= len(nodes) {
						return ppReflect.ValueOf(nodes[0]), ppFmt.Errorf("the list has no node %v", pair[1])
					}
					node.Random = nodes[r]
				}
			}
			if len(nodes) == 0 {
				return ppReflect.ValueOf((*Node)(nil)), nil
			}
			return ppReflect.ValueOf(nodes[0]), nil
		},
		serialise: func(v ppReflect.Value) (any, error) {
			head, _ := v.Interface().(*Node)
			return ppSerialiseRandomList(head)
		},
	}
}

func ppSerialiseRandomList(head *Node) (any, error) {
	positions := map[*Node]int{}
	nodes := []*Node{}
	for node := head; node != nil; node = node.Next {
		if ppInputNodes[node] {
			return nil, ppFmt.Errorf("the returned list reuses a node of the input list: return a copy")
		}
		if at, ok := positions[node]; ok {
			return nil, ppFmt.Errorf("the returned list loops back to its node %d", at)
		}
		positions[node] = len(nodes)
		nodes = append(nodes, node)
	}
	pairs := make([]any, len(nodes))
	for i, node := range nodes {
		var random any
		if node.Random != nil {
			at, ok := positions[node.Random]
			if !ok {
				return nil, ppFmt.Errorf("a random pointer leads outside the returned list")
			}
			random = at
		}
		pairs[i] = []any{node.Val, random}
	}
	return pairs, nil
}
`;
