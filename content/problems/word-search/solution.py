def exist(board, word):
    rows, cols = len(board), len(board[0])

    def search(r, c, index):
        if index == len(word):
            return True
        if r < 0 or c < 0 or r >= rows or c >= cols or board[r][c] != word[index]:
            return False
        letter = board[r][c]
        board[r][c] = "#"  # mark the cell as used on the current path
        found = (
            search(r + 1, c, index + 1)
            or search(r - 1, c, index + 1)
            or search(r, c + 1, index + 1)
            or search(r, c - 1, index + 1)
        )
        board[r][c] = letter
        return found

    return any(search(r, c, 0) for r in range(rows) for c in range(cols))
