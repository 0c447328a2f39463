def build_tree(preorder, inorder):
    position = {value: index for index, value in enumerate(inorder)}
    next_root = 0  # index of the next root in preorder

    def build(low, high):
        # Builds the subtree whose values occupy inorder[low..high].
        nonlocal next_root
        if low > high:
            return None
        value = preorder[next_root]
        next_root += 1
        middle = position[value]
        node = TreeNode(value)
        node.left = build(low, middle - 1)
        node.right = build(middle + 1, high)
        return node

    return build(0, len(inorder) - 1)
