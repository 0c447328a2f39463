def oranges_rotting(grid):
    rows, cols = len(grid), len(grid[0])
    fresh = sum(row.count(1) for row in grid)
    frontier = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == 2]
    minutes = 0
    while fresh and frontier:
        next_frontier = []
        for r, c in frontier:
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == 1:
                    grid[nr][nc] = 2
                    fresh -= 1
                    next_frontier.append((nr, nc))
        frontier = next_frontier
        minutes += 1
    return minutes if fresh == 0 else -1
