def zigzag_level_order(root):
    result = []
    level = [root] if root else []
    left_to_right = True
    while level:
        values = [node.val for node in level]
        result.append(values if left_to_right else values[::-1])
        level = [child for node in level for child in (node.left, node.right) if child]
        left_to_right = not left_to_right
    return result
