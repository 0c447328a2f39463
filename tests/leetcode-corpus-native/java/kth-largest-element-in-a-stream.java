class KthLargest {
    private static int K;
    private final PriorityQueue<Integer> heap = new PriorityQueue<>();

    public KthLargest(int k, int[] nums) {
        K = k;
        for (int num : nums) add(num);
    }

    public int add(int val) {
        heap.offer(val);
        if (heap.size() > K) heap.poll();
        return heap.peek();
    }
}
