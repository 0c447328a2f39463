class Solution {
public:
    int orangesRotting(vector<vector<int>>& grid) {
        int rows = grid.size(), cols = grid[0].size(), fresh = 0, minutes = 0;
        queue<pair<int, int>> rotten;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] == 2) rotten.push({r, c});
                else if (grid[r][c] == 1) fresh++;
            }
        }
        int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        while (!rotten.empty() && fresh > 0) {
            minutes++;
            for (int i = rotten.size(); i > 0; i--) {
                auto [r, c] = rotten.front();
                rotten.pop();
                for (int d = 0; d < 4; d++) {
                    int nr = r + dr[d], nc = c + dc[d];
                    if (nr >= 0 && nc >= 0 && nr < rows && nc < cols && grid[nr][nc] == 1) {
                        grid[nr][nc] = 2;
                        fresh--;
                        rotten.push({nr, nc});
                    }
                }
            }
        }
        return fresh == 0 ? minutes : -1;
    }
};
