func buildTree(preorder []int, inorder []int) *TreeNode {
	position := map[int]int{}
	for i, v := range inorder {
		position[v] = i
	}
	next := 0 // the index of the next root in preorder
	var build func(low, high int) *TreeNode
	build = func(low, high int) *TreeNode {
		if low > high {
			return nil
		}
		value := preorder[next]
		next++
		middle := position[value]
		node := &TreeNode{Val: value}
		node.Left = build(low, middle-1)
		node.Right = build(middle+1, high)
		return node
	}
	return build(0, len(inorder)-1)
}
