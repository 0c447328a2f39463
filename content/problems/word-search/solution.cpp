class Solution {
public:
    bool exist(vector<vector<char>>& board, string word) {
        for (int r = 0; r < (int)board.size(); r++) {
            for (int c = 0; c < (int)board[0].size(); c++) {
                if (find(board, word, 0, r, c)) return true;
            }
        }
        return false;
    }

private:
    bool find(vector<vector<char>>& board, const string& word, int i, int r, int c) {
        if (i == (int)word.size()) return true;
        if (r < 0 || c < 0 || r >= (int)board.size() || c >= (int)board[0].size() || board[r][c] != word[i]) return false;
        char saved = board[r][c];
        board[r][c] = '#';
        bool found = find(board, word, i + 1, r + 1, c) || find(board, word, i + 1, r - 1, c) ||
                     find(board, word, i + 1, r, c + 1) || find(board, word, i + 1, r, c - 1);
        board[r][c] = saved;
        return found;
    }
};
