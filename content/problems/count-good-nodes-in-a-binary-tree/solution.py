def good_nodes(root):
    if root is None:
        return 0
    count = 0
    stack = [(root, root.val)]
    while stack:
        node, highest = stack.pop()
        if node.val >= highest:
            count += 1
        highest = max(highest, node.val)
        if node.left:
            stack.append((node.left, highest))
        if node.right:
            stack.append((node.right, highest))
    return count
