def max_path_sum(root):
    best = float("-inf")

    def down(node):
        # Best sum of a path that starts at `node` and only goes downward.
        nonlocal best
        if node is None:
            return 0
        left = max(0, down(node.left))
        right = max(0, down(node.right))
        best = max(best, node.val + left + right)
        return node.val + max(left, right)

    down(root)
    return best
