func levelOrder(root *TreeNode) [][]int {
	result := [][]int{}
	level := []*TreeNode{}
	if root != nil {
		level = append(level, root)
	}
	for len(level) > 0 {
		values := []int{}
		next := []*TreeNode{}
		for _, node := range level {
			values = append(values, node.Val)
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
