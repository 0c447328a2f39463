func isBalanced(root *TreeNode) bool {
	// height returns the subtree's height, or -1 as soon as some subtree is unbalanced.
	var height func(node *TreeNode) int
	height = func(node *TreeNode) int {
		if node == nil {
			return 0
		}
		left := height(node.Left)
		if left == -1 {
			return -1
		}
		right := height(node.Right)
		if right == -1 || left-right > 1 || right-left > 1 {
			return -1
		}
		return 1 + max(left, right)
	}
	return height(root) != -1
}
