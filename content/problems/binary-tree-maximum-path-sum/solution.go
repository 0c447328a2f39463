func maxPathSum(root *TreeNode) int {
	best := math.MinInt
	// down returns the best sum of a path that starts at node and only goes downward.
	var down func(node *TreeNode) int
	down = func(node *TreeNode) int {
		if node == nil {
			return 0
		}
		left := max(0, down(node.Left))
		right := max(0, down(node.Right))
		best = max(best, node.Val+left+right)
		return node.Val + max(left, right)
	}
	down(root)
	return best
}
