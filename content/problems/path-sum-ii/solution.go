func pathSum(root *TreeNode, targetSum int) [][]int {
	paths := [][]int{}
	path := []int{}
	var walk func(node *TreeNode, remaining int)
	walk = func(node *TreeNode, remaining int) {
		if node == nil {
			return
		}
		path = append(path, node.Val)
		remaining -= node.Val
		if node.Left == nil && node.Right == nil && remaining == 0 {
			paths = append(paths, append([]int(nil), path...))
		}
		walk(node.Left, remaining)
		walk(node.Right, remaining)
		path = path[:len(path)-1]
	}
	walk(root, targetSum)
	return paths
}
