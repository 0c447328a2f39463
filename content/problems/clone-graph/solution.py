from collections import deque


def clone_graph(node):
    if node is None:
        return None
    # Each original node maps to its copy; a node is queued once, when its copy is made.
    copies = {node: GraphNode(node.val)}
    queue = deque([node])
    while queue:
        original = queue.popleft()
        copy = copies[original]
        for neighbour in original.neighbors:
            if neighbour not in copies:
                copies[neighbour] = GraphNode(neighbour.val)
                queue.append(neighbour)
            copy.neighbors.append(copies[neighbour])
    return copies[node]
