class HitCounter {
    private final Deque<Integer> hits = new ArrayDeque<>();

    public HitCounter() {}

    public void hit(int timestamp) {
        hits.add(timestamp);
    }

    public int getHits(int timestamp) {
        while (!hits.isEmpty() && hits.peek() <= timestamp - 300) hits.poll();
        return hits.size();
    }
}
