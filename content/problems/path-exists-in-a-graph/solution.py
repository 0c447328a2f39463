def valid_path(n, edges, source, destination):
    neighbours = [[] for _ in range(n)]
    for a, b in edges:
        neighbours[a].append(b)
        neighbours[b].append(a)
    visited = [False] * n
    visited[source] = True
    stack = [source]
    while stack:
        vertex = stack.pop()
        if vertex == destination:
            return True
        for nxt in neighbours[vertex]:
            if not visited[nxt]:
                visited[nxt] = True
                stack.append(nxt)
    return False
