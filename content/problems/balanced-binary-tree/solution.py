def is_balanced(root):
    def height(node):
        # The height of the subtree, or -1 as soon as some subtree is unbalanced.
        if node is None:
            return 0
        left = height(node.left)
        if left == -1:
            return -1
        right = height(node.right)
        if right == -1 or abs(left - right) > 1:
            return -1
        return 1 + max(left, right)

    return height(root) != -1
