def lowest_common_ancestor(root, p, q):
    def find(node):
        # The node holding p or q in this subtree, or their ancestor once both are found.
        if node is None or node.val == p or node.val == q:
            return node
        left = find(node.left)
        right = find(node.right)
        if left and right:
            return node
        return left or right

    return find(root).val
