class Solution {
public:
    void solve(vector<vector<char>>& board) {
        int rows = board.size(), cols = board[0].size();
        for (int r = 0; r < rows; r++) {
            keep(board, r, 0);
            keep(board, r, cols - 1);
        }
        for (int c = 0; c < cols; c++) {
            keep(board, 0, c);
            keep(board, rows - 1, c);
        }
        for (auto& row : board) {
            for (char& cell : row) cell = cell == '#' ? 'O' : 'X';
        }
    }

private:
    void keep(vector<vector<char>>& board, int r, int c) {
        if (r < 0 || c < 0 || r >= (int)board.size() || c >= (int)board[0].size() || board[r][c] != 'O') return;
        board[r][c] = '#';
        keep(board, r + 1, c);
        keep(board, r - 1, c);
        keep(board, r, c + 1);
        keep(board, r, c - 1);
    }
};
