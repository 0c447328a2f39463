class LFUCache {
    private final int capacity;
    private final Map<Integer, Integer> values = new HashMap<>();
    private final Map<Integer, Integer> counts = new HashMap<>();
    private final Map<Integer, LinkedHashSet<Integer>> byCount = new HashMap<>();
    private int lowest;

    public LFUCache(int capacity) {
        this.capacity = capacity;
    }

    public int get(int key) {
        if (!values.containsKey(key)) return -1;
        touch(key);
        return values.get(key);
    }

    public void put(int key, int value) {
        if (capacity <= 0) return;
        if (values.containsKey(key)) {
            values.put(key, value);
            touch(key);
            return;
        }
        if (values.size() >= capacity) {
            LinkedHashSet<Integer> keys = byCount.get(lowest);
            int evicted = keys.iterator().next();
            keys.remove(evicted);
            values.remove(evicted);
            counts.remove(evicted);
        }
        values.put(key, value);
        counts.put(key, 1);
        byCount.computeIfAbsent(1, c -> new LinkedHashSet<>()).add(key);
        lowest = 1;
    }

    // One more use of key: it moves to the next count's keys, most recent last.
    private void touch(int key) {
        int count = counts.get(key);
        counts.put(key, count + 1);
        byCount.get(count).remove(key);
        if (count == lowest && byCount.get(count).isEmpty()) lowest++;
        byCount.computeIfAbsent(count + 1, c -> new LinkedHashSet<>()).add(key);
    }
}
