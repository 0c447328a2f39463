class Solution {
    public int minCostConnectPoints(int[][] points) {
        int n = points.length, total = 0;
        int[] distance = new int[n];
        boolean[] joined = new boolean[n];
        Arrays.fill(distance, Integer.MAX_VALUE);
        distance[0] = 0;
        for (int round = 0; round < n; round++) {
            int next = -1;
            for (int i = 0; i < n; i++) if (!joined[i] && (next < 0 || distance[i] < distance[next])) next = i;
            joined[next] = true;
            total += distance[next];
            for (int i = 0; i < n; i++) {
                int d = Math.abs(points[i][0] - points[next][0]) + Math.abs(points[i][1] - points[next][1]);
                if (!joined[i] && d < distance[i]) distance[i] = d;
            }
        }
        return total;
    }
}
