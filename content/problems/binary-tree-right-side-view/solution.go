func rightSideView(root *TreeNode) []int {
	view := []int{}
	level := []*TreeNode{}
	if root != nil {
		level = append(level, root)
	}
	for len(level) > 0 {
		view = append(view, level[len(level)-1].Val)
		next := []*TreeNode{}
		for _, node := range level {
			if node.Left != nil {
				next = append(next, node.Left)
			}
			if node.Right != nil {
				next = append(next, node.Right)
			}
		}
		level = next
	}
	return view
}
