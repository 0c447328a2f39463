class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        vector<vector<string>> solutions;
        vector<string> board(n, string(n, '.'));
        vector<bool> columns(n), diagonals(2 * n), antiDiagonals(2 * n);
        place(0, n, board, columns, diagonals, antiDiagonals, solutions);
        return solutions;
    }

private:
    void place(int row, int n, vector<string>& board, vector<bool>& columns, vector<bool>& diagonals,
               vector<bool>& antiDiagonals, vector<vector<string>>& solutions) {
        if (row == n) {
            solutions.push_back(board);
            return;
        }
        for (int col = 0; col < n; col++) {
            if (columns[col] || diagonals[row - col + n] || antiDiagonals[row + col]) continue;
            columns[col] = diagonals[row - col + n] = antiDiagonals[row + col] = true;
            board[row][col] = 'Q';
            place(row + 1, n, board, columns, diagonals, antiDiagonals, solutions);
            board[row][col] = '.';
            columns[col] = diagonals[row - col + n] = antiDiagonals[row + col] = false;
        }
    }
};
