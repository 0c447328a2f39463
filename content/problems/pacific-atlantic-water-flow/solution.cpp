class Solution {
public:
    vector<vector<int>> pacificAtlantic(vector<vector<int>>& heights) {
        int rows = heights.size(), cols = heights[0].size();
        vector<vector<bool>> pacific(rows, vector<bool>(cols)), atlantic(rows, vector<bool>(cols));
        for (int r = 0; r < rows; r++) {
            flow(heights, pacific, r, 0);
            flow(heights, atlantic, r, cols - 1);
        }
        for (int c = 0; c < cols; c++) {
            flow(heights, pacific, 0, c);
            flow(heights, atlantic, rows - 1, c);
        }
        vector<vector<int>> cells;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (pacific[r][c] && atlantic[r][c]) cells.push_back({r, c});
            }
        }
        return cells;
    }

private:
    void flow(vector<vector<int>>& heights, vector<vector<bool>>& reached, int r, int c) {
        if (reached[r][c]) return;
        reached[r][c] = true;
        static const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr >= 0 && nc >= 0 && nr < (int)heights.size() && nc < (int)heights[0].size() &&
                heights[nr][nc] >= heights[r][c]) {
                flow(heights, reached, nr, nc);
            }
        }
    }
};
