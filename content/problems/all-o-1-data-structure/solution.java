class AllOne {
    private final Map<String, Integer> counts = new HashMap<>();
    private final TreeMap<Integer, Set<String>> byCount = new TreeMap<>();

    public AllOne() {}

    public void inc(String key) {
        int count = counts.getOrDefault(key, 0);
        move(key, count, count + 1);
    }

    public void dec(String key) {
        int count = counts.get(key);
        move(key, count, count - 1);
    }

    public String getMaxKey() {
        return byCount.isEmpty() ? "" : byCount.lastEntry().getValue().iterator().next();
    }

    public String getMinKey() {
        return byCount.isEmpty() ? "" : byCount.firstEntry().getValue().iterator().next();
    }

    private void move(String key, int from, int to) {
        if (from > 0) {
            Set<String> keys = byCount.get(from);
            keys.remove(key);
            if (keys.isEmpty()) byCount.remove(from);
        }
        if (to > 0) {
            counts.put(key, to);
            byCount.computeIfAbsent(to, c -> new HashSet<>()).add(key);
        } else {
            counts.remove(key);
        }
    }
}
