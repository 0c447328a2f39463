def unique_paths(m, n):
    # row[c] = routes to cell (current row, c); the first row has one route to every cell.
    row = [1] * n
    for _ in range(1, m):
        for c in range(1, n):
            row[c] += row[c - 1]
    return row[-1]
