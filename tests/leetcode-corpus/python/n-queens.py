class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        cols, diag, anti = set(), set(), set()
        board = [["."] * n for _ in range(n)]
        res = []

        def place(r):
            if r == n:
                res.append(["".join(row) for row in board])
                return
            for c in range(n):
                if c in cols or (r - c) in diag or (r + c) in anti:
                    continue
                cols.add(c); diag.add(r - c); anti.add(r + c)
                board[r][c] = "Q"
                place(r + 1)
                board[r][c] = "."
                cols.remove(c); diag.remove(r - c); anti.remove(r + c)

        place(0)
        return res
