import java.util.*;

class Solution {
    public int[][] merge(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        LinkedList<int[]> merged = new LinkedList<>();
        for (int[] interval : intervals) {
            if (merged.isEmpty() || merged.getLast()[1] < interval[0]) merged.add(interval);
            else merge(merged.getLast(), interval);
        }
        return merged.toArray(new int[merged.size()][]);
    }

    private void merge(int[] into, int[] other) {
        into[1] = Math.max(into[1], other[1]);
    }
}
