#pragma GCC optimize("O3,unroll-loops")
#define ll long long
#define all(x) (x).begin(), (x).end()
#define FOR(i, a, b) for (int i = (a); i < (b); ++i)

int dx[4] = {1, -1, 0, 0};
int dy[4] = {0, 0, 1, -1};

class Solution {
public:
    int numIslands(vector<vector<char>>& grid) {
        int m = grid.size(), n = grid[0].size(), count = 0;
        function<void(int, int)> dfs = [&](int i, int j) {
            if (i < 0 || j < 0 || i >= m || j >= n || grid[i][j] != '1') return;
            grid[i][j] = '0';
            FOR(d, 0, 4) dfs(i + dx[d], j + dy[d]);
        };
        FOR(i, 0, m) FOR(j, 0, n) if (grid[i][j] == '1') {
            ++count;
            dfs(i, j);
        }
        return count;
    }
};
