def lowest_common_ancestor(root, p, q):
    def find(node):
        # p or q if this subtree holds one of them, or their ancestor once both are found.
        if node is None or node is p or node is q:
            return node
        left = find(node.left)
        right = find(node.right)
        if left and right:
            return node
        return left or right

    return find(root)
