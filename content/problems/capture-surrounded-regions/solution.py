def solve(board):
    rows, cols = len(board), len(board[0])
    # Every "O" reachable from the border escapes; mark those cells "E" first.
    stack = [(r, c) for r in range(rows) for c in (0, cols - 1)]
    stack += [(r, c) for r in (0, rows - 1) for c in range(cols)]
    while stack:
        r, c = stack.pop()
        if 0 <= r < rows and 0 <= c < cols and board[r][c] == "O":
            board[r][c] = "E"
            stack.extend(((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)))
    for r in range(rows):
        for c in range(cols):
            board[r][c] = "O" if board[r][c] == "E" else "X"
