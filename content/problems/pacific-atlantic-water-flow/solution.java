class Solution {
    public List<List<Integer>> pacificAtlantic(int[][] heights) {
        int m = heights.length, n = heights[0].length;
        boolean[][] pacific = new boolean[m][n], atlantic = new boolean[m][n];
        for (int i = 0; i < m; i++) {
            flow(heights, i, 0, pacific, 0);
            flow(heights, i, n - 1, atlantic, 0);
        }
        for (int j = 0; j < n; j++) {
            flow(heights, 0, j, pacific, 0);
            flow(heights, m - 1, j, atlantic, 0);
        }
        List<List<Integer>> cells = new ArrayList<>();
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) if (pacific[i][j] && atlantic[i][j]) cells.add(List.of(i, j));
        }
        return cells;
    }

    private void flow(int[][] heights, int i, int j, boolean[][] reached, int from) {
        if (i < 0 || j < 0 || i >= heights.length || j >= heights[0].length) return;
        if (reached[i][j] || heights[i][j] < from) return;
        reached[i][j] = true;
        flow(heights, i + 1, j, reached, heights[i][j]);
        flow(heights, i - 1, j, reached, heights[i][j]);
        flow(heights, i, j + 1, reached, heights[i][j]);
        flow(heights, i, j - 1, reached, heights[i][j]);
    }
}
