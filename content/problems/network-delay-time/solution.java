class Solution {
    public int networkDelayTime(int[][] times, int n, int k) {
        List<List<int[]>> edges = new ArrayList<>();
        for (int i = 0; i <= n; i++) edges.add(new ArrayList<>());
        for (int[] t : times) edges.get(t[0]).add(new int[] {t[1], t[2]});
        int[] arrival = new int[n + 1];
        Arrays.fill(arrival, Integer.MAX_VALUE);
        PriorityQueue<int[]> heap = new PriorityQueue<>((a, b) -> Integer.compare(a[1], b[1]));
        heap.add(new int[] {k, 0});
        while (!heap.isEmpty()) {
            int[] top = heap.poll();
            if (arrival[top[0]] != Integer.MAX_VALUE) continue;
            arrival[top[0]] = top[1];
            for (int[] e : edges.get(top[0])) if (arrival[e[0]] == Integer.MAX_VALUE) heap.add(new int[] {e[0], top[1] + e[1]});
        }
        int latest = 0;
        for (int i = 1; i <= n; i++) latest = Math.max(latest, arrival[i]);
        return latest == Integer.MAX_VALUE ? -1 : latest;
    }
}
