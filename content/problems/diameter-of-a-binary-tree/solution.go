func diameterOfBinaryTree(root *TreeNode) int {
	best := 0
	// height returns the number of nodes on the longest downward path from node.
	var height func(node *TreeNode) int
	height = func(node *TreeNode) int {
		if node == nil {
			return 0
		}
		left, right := height(node.Left), height(node.Right)
		best = max(best, left+right)
		return 1 + max(left, right)
	}
	height(root)
	return best
}
