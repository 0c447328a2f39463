def min_cost_connect_points(points):
    # Prim's algorithm on the complete graph, with an array instead of a heap: O(n^2).
    n = len(points)
    in_tree = [False] * n
    cheapest = [float("inf")] * n
    cheapest[0] = 0
    total = 0
    for _ in range(n):
        node = -1
        for i in range(n):
            if not in_tree[i] and (node == -1 or cheapest[i] < cheapest[node]):
                node = i
        in_tree[node] = True
        total += cheapest[node]
        x, y = points[node]
        for i in range(n):
            if not in_tree[i]:
                cost = abs(points[i][0] - x) + abs(points[i][1] - y)
                if cost < cheapest[i]:
                    cheapest[i] = cost
    return total
