def find_redundant_connection(edges):
    parent = list(range(len(edges) + 1))
    size = [1] * (len(edges) + 1)

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]  # path halving
            x = parent[x]
        return x

    for edge in edges:
        a, b = find(edge[0]), find(edge[1])
        if a == b:
            return edge  # both ends already connected: this edge closes the cycle
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a
        size[a] += size[b]
    return []
