class Solution {
    public int minMeetingRooms(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        PriorityQueue<Integer> ends = new PriorityQueue<>();
        for (int[] meeting : intervals) {
            if (!ends.isEmpty() && ends.peek() <= meeting[0]) ends.poll();
            ends.add(meeting[1]);
        }
        return ends.size();
    }
}
