class Solution {
public:
    int longestIncreasingPath(vector<vector<int>>& matrix) {
        int rows = matrix.size(), cols = matrix[0].size(), best = 0;
        vector<vector<int>> memo(rows, vector<int>(cols, 0));
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) best = max(best, longest(matrix, memo, r, c));
        }
        return best;
    }

private:
    int longest(vector<vector<int>>& matrix, vector<vector<int>>& memo, int r, int c) {
        if (memo[r][c]) return memo[r][c];
        static const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        int best = 1;
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr >= 0 && nc >= 0 && nr < (int)matrix.size() && nc < (int)matrix[0].size() && matrix[nr][nc] > matrix[r][c]) {
                best = max(best, 1 + longest(matrix, memo, nr, nc));
            }
        }
        return memo[r][c] = best;
    }
};
