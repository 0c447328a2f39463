func goodNodes(root *TreeNode) int {
	var count func(node *TreeNode, highest int) int
	count = func(node *TreeNode, highest int) int {
		if node == nil {
			return 0
		}
		good := 0
		if node.Val >= highest {
			good = 1
		}
		highest = max(highest, node.Val)
		return good + count(node.Left, highest) + count(node.Right, highest)
	}
	return count(root, math.MinInt)
}
