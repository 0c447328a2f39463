def path_sum(root, target_sum):
    paths = []
    path = []

    def walk(node, remaining):
        if node is None:
            return
        path.append(node.val)
        remaining -= node.val
        if node.left is None and node.right is None:
            if remaining == 0:
                paths.append(list(path))
        else:
            walk(node.left, remaining)
            walk(node.right, remaining)
        path.pop()

    walk(root, target_sum)
    return paths
