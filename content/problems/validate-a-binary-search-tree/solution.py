def is_valid_bst(root):
    # In-order traversal of a valid BST yields strictly increasing values.
    stack, node, previous = [], root, None
    while stack or node:
        while node:
            stack.append(node)
            node = node.left
        node = stack.pop()
        if previous is not None and node.val <= previous:
            return False
        previous = node.val
        node = node.right
    return True
