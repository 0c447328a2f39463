class Solution {
public:
    int numIslands(vector<vector<char>>& grid) {
        int rows = grid.size(), cols = grid[0].size(), islands = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] != '1') continue;
                islands++;
                vector<pair<int, int>> stack{{r, c}};
                grid[r][c] = '0';
                while (!stack.empty()) {
                    auto [i, j] = stack.back();
                    stack.pop_back();
                    int di[] = {1, -1, 0, 0}, dj[] = {0, 0, 1, -1};
                    for (int d = 0; d < 4; d++) {
                        int ni = i + di[d], nj = j + dj[d];
                        if (ni >= 0 && ni < rows && nj >= 0 && nj < cols && grid[ni][nj] == '1') {
                            grid[ni][nj] = '0';
                            stack.push_back({ni, nj});
                        }
                    }
                }
            }
        }
        return islands;
    }
};
