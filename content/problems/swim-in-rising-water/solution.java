class Solution {
    public int swimInWater(int[][] grid) {
        int n = grid.length;
        boolean[][] seen = new boolean[n][n];
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        heap.add(new int[] {grid[0][0], 0, 0});
        seen[0][0] = true;
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (true) {
            int[] top = heap.poll();
            if (top[1] == n - 1 && top[2] == n - 1) return top[0];
            for (int[] s : steps) {
                int r = top[1] + s[0], c = top[2] + s[1];
                if (r < 0 || c < 0 || r >= n || c >= n || seen[r][c]) continue;
                seen[r][c] = true;
                heap.add(new int[] {Math.max(top[0], grid[r][c]), r, c});
            }
        }
    }
}
