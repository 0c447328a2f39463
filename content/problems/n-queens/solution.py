def solve_n_queens(n):
    result = []
    queen_column = []  # queen_column[row] = the column of the queen in that row
    used_columns = set()
    used_diagonals = set()  # row - col is constant along a diagonal
    used_anti_diagonals = set()  # row + col is constant along an anti-diagonal

    def place(row):
        if row == n:
            result.append(["." * col + "Q" + "." * (n - col - 1) for col in queen_column])
            return
        for col in range(n):
            if col in used_columns or row - col in used_diagonals or row + col in used_anti_diagonals:
                continue
            used_columns.add(col)
            used_diagonals.add(row - col)
            used_anti_diagonals.add(row + col)
            queen_column.append(col)
            place(row + 1)
            queen_column.pop()
            used_columns.discard(col)
            used_diagonals.discard(row - col)
            used_anti_diagonals.discard(row + col)

    place(0)
    return result
