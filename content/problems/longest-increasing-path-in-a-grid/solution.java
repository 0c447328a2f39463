class Solution {
    private static final int[][] STEPS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

    public int longestIncreasingPath(int[][] matrix) {
        int[][] memo = new int[matrix.length][matrix[0].length];
        int best = 0;
        for (int i = 0; i < matrix.length; i++) {
            for (int j = 0; j < matrix[0].length; j++) best = Math.max(best, longest(matrix, i, j, memo));
        }
        return best;
    }

    private int longest(int[][] matrix, int i, int j, int[][] memo) {
        if (memo[i][j] > 0) return memo[i][j];
        int best = 1;
        for (int[] step : STEPS) {
            int r = i + step[0], c = j + step[1];
            if (r >= 0 && c >= 0 && r < matrix.length && c < matrix[0].length && matrix[r][c] > matrix[i][j]) {
                best = Math.max(best, 1 + longest(matrix, r, c, memo));
            }
        }
        return memo[i][j] = best;
    }
}
