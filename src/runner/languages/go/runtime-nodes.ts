/**
 * The node types of LeetCode's Go problems and their conversions, each part included in main.go only when
 * the problem's signature uses it: solutions declare their own `Node` (a trie's, an LRU list's) in other
 * problems, and a solution that declares LeetCode's type itself gets no second one (program.ts).
 * The encodings are those of the other languages (src/shared/judge/python-nodes.ts).
 */
export const GO_TYPES = {
  TreeNode: "type TreeNode struct {\n\tVal   int\n\tLeft  *TreeNode\n\tRight *TreeNode\n}\n",
  ListNode: "type ListNode struct {\n\tVal  int\n\tNext *ListNode\n}\n",
  GraphNode: "type Node struct {\n\tVal       int\n\tNeighbors []*Node\n}\n",
  RandomListNode: "type Node struct {\n\tVal    int\n\tNext   *Node\n\tRandom *Node\n}\n",
} as const;

export const GO_TREE = `
func init() {
	ppKinds["TreeNode"] = ppKind{
		build: func(raw any, _ ppReflect.Type) (ppReflect.Value, error) {
			root, err := ppBuildTree(raw)
			return ppReflect.ValueOf(root), err
		},
		serialise: func(v ppReflect.Value) (any, error) {
			root, ok := v.Interface().(*TreeNode)
			if !ok {
				return nil, ppFmt.Errorf("the result is a %v, not a *TreeNode", v.Type())
			}
			return ppSerialiseTree(root), nil
		},
	}
	// A returned TreeNodeRef is read back as its value.
	ppKinds["TreeNodeRef"] = ppKind{serialise: func(v ppReflect.Value) (any, error) {
		node, ok := v.Interface().(*TreeNode)
		if !ok || node == nil {
			return nil, nil
		}
		return node.Val, nil
	}}
	ppFindNode = func(tree ppReflect.Value, raw any) (ppReflect.Value, error) {
		root, _ := tree.Interface().(*TreeNode)
		want, err := ppNumber(raw, ppReflect.TypeOf(0))
		if err != nil {
			return tree, err
		}
		for stack := []*TreeNode{root}; len(stack) > 0; {
			node := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if node == nil {
				continue
			}
			if int64(node.Val) == want {
				return ppReflect.ValueOf(node), nil
			}
			stack = append(stack, node.Right, node.Left)
		}
		return tree, ppFmt.Errorf("the tree has no node with the value %d", want)
	}
}

// LeetCode's level order with nulls.
func ppBuildTree(raw any) (*TreeNode, error) {
	values, _ := raw.([]any)
	if len(values) == 0 || values[0] == nil {
		return nil, nil
	}
	node := func(value any) (*TreeNode, error) {
		if value == nil {
			return nil, nil
		}
		n, err := ppNumber(value, ppReflect.TypeOf(0))
		return &TreeNode{Val: int(n)}, err
	}
	root, err := node(values[0])
	queue := []*TreeNode{root}
	for i := 1; err == nil && len(queue) > 0 && i < len(values); i += 2 {
		parent := queue[0]
		queue = queue[1:]
		if parent.Left, err = node(values[i]); parent.Left != nil {
			queue = append(queue, parent.Left)
		}
		if i+1 < len(values) && err == nil {
			if parent.Right, err = node(values[i+1]); parent.Right != nil {
				queue = append(queue, parent.Right)
			}
		}
	}
	return root, err
}

func ppSerialiseTree(root *TreeNode) []any {
	values := []any{}
	for queue := []*TreeNode{root}; len(queue) > 0; queue = queue[1:] {
		if queue[0] == nil {
			values = append(values, nil)
			continue
		}
		values = append(values, queue[0].Val)
		queue = append(queue, queue[0].Left, queue[0].Right)
	}
	for len(values) > 0 && values[len(values)-1] == nil {
		values = values[:len(values)-1]
	}
	return values
}
`;

export const GO_LIST = `
func init() {
	ppKinds["ListNode"] = ppKind{
		build: func(raw any, _ ppReflect.Type) (ppReflect.Value, error) {
			head, err := ppBuildList(raw)
			return ppReflect.ValueOf(head), err
		},
		serialise: func(v ppReflect.Value) (any, error) {
			head, ok := v.Interface().(*ListNode)
			if !ok {
				return nil, ppFmt.Errorf("the result is a %v, not a *ListNode", v.Type())
			}
			values, pos := ppSerialiseList(head)
			if pos >= 0 {
				return nil, ppFmt.Errorf("the returned list loops back to its node %d", pos)
			}
			return values, nil
		},
	}
	ppKinds["ListNode[]"] = ppKind{build: func(raw any, _ ppReflect.Type) (ppReflect.Value, error) {
		lists, _ := raw.([]any)
		heads := make([]*ListNode, len(lists))
		for i, list := range lists {
			var err error
			if heads[i], err = ppBuildList(list); err != nil {
				return ppReflect.ValueOf(heads), err
			}
		}
		return ppReflect.ValueOf(heads), nil
	}}
	// [values, pos]: the tail links back to the node at index pos, or to nothing when pos is -1.
	ppKinds["ListNode+pos"] = ppKind{
		build: func(raw any, _ ppReflect.Type) (ppReflect.Value, error) {
			pair, _ := raw.([]any)
			if len(pair) != 2 {
				return ppReflect.ValueOf((*ListNode)(nil)), ppFmt.Errorf("expected [values, pos]")
			}
			head, err := ppBuildList(pair[0])
			pos, _ := ppNumber(pair[1], ppReflect.TypeOf(0))
			if err != nil || pos < 0 || head == nil {
				return ppReflect.ValueOf(head), err
			}
			target, tail := head, head
			for i := int64(0); i < pos && target.Next != nil; i++ {
				target = target.Next
			}
			for tail.Next != nil {
				tail = tail.Next
			}
			tail.Next = target
			return ppReflect.ValueOf(head), nil
		},
		serialise: func(v ppReflect.Value) (any, error) {
			head, _ := v.Interface().(*ListNode)
			values, pos := ppSerialiseList(head)
			return []any{values, pos}, nil
		},
	}
}

func ppBuildList(raw any) (*ListNode, error) {
	values, _ := raw.([]any)
	var head *ListNode
	for i := len(values) - 1; i >= 0; i-- {
		n, err := ppNumber(values[i], ppReflect.TypeOf(0))
		if err != nil {
			return nil, err
		}
		head = &ListNode{Val: int(n), Next: head}
	}
	return head, nil
}

// The list's values up to where it loops back, and the index it loops back to (-1 when it ends).
func ppSerialiseList(head *ListNode) ([]any, int) {
	values := []any{}
	seen := map[*ListNode]int{}
	for node := head; node != nil; node = node.Next {
		if at, ok := seen[node]; ok {
			return values, at
		}
		seen[node] = len(values)
		values = append(values, node.Val)
	}
	return values, -1
}
`;
