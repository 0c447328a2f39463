class Solution {
    public int orangesRotting(int[][] grid) {
        int m = grid.length, n = grid[0].length, fresh = 0, minutes = 0;
        Deque<int[]> rotten = new ArrayDeque<>();
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                if (grid[i][j] == 2) rotten.add(new int[] {i, j});
                else if (grid[i][j] == 1) fresh++;
            }
        }
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (fresh > 0 && !rotten.isEmpty()) {
            minutes++;
            for (int size = rotten.size(); size > 0; size--) {
                int[] cell = rotten.poll();
                for (int[] s : steps) {
                    int r = cell[0] + s[0], c = cell[1] + s[1];
                    if (r >= 0 && c >= 0 && r < m && c < n && grid[r][c] == 1) {
                        grid[r][c] = 2;
                        fresh--;
                        rotten.add(new int[] {r, c});
                    }
                }
            }
        }
        return fresh == 0 ? minutes : -1;
    }
}
