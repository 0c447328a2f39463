class SnapshotArray {
    private final List<TreeMap<Integer, Integer>> history = new ArrayList<>();
    private int snaps;

    public SnapshotArray(int length) {
        for (int i = 0; i < length; i++) history.add(new TreeMap<>());
    }

    public void set(int index, int val) {
        history.get(index).put(snaps, val);
    }

    public int snap() {
        return snaps++;
    }

    public int get(int index, int snap_id) {
        Map.Entry<Integer, Integer> entry = history.get(index).floorEntry(snap_id);
        return entry == null ? 0 : entry.getValue();
    }
}
