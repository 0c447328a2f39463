def is_valid_sudoku(board):
    seen = set()
    for row in range(9):
        for col in range(9):
            digit = board[row][col]
            if digit == ".":
                continue
            box = (row // 3) * 3 + col // 3
            keys = [("row", row, digit), ("col", col, digit), ("box", box, digit)]
            if any(key in seen for key in keys):
                return False
            seen.update(keys)
    return True
