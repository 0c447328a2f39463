func zigzagLevelOrder(root *TreeNode) [][]int {
	result := [][]int{}
	level := []*TreeNode{}
	if root != nil {
		level = append(level, root)
	}
	for leftToRight := true; len(level) > 0; leftToRight = !leftToRight {
		values := make([]int, len(level))
		next := []*TreeNode{}
		for i, node := range level {
			if leftToRight {
				values[i] = node.Val
			} else {
				values[len(level)-1-i] = node.Val
			}
			if node.Left != nil {
				next = append(next, node.Left)
			}
			if node.Right != nil {
				next = append(next, node.Right)
			}
		}
		result = append(result, values)
		level = next
	}
	return result
}
