def longest_increasing_path(matrix):
    rows, cols = len(matrix), len(matrix[0])
    # Visit cells from the smallest value up: every smaller neighbour is final by then.
    cells = sorted((matrix[r][c], r, c) for r in range(rows) for c in range(cols))
    longest = [[1] * cols for _ in range(rows)]
    best = 1
    for value, r, c in cells:
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < rows and 0 <= nc < cols and matrix[nr][nc] < value:
                longest[r][c] = max(longest[r][c], longest[nr][nc] + 1)
        best = max(best, longest[r][c])
    return best
