class UndergroundSystem {
    private final Map<Integer, Pair<String, Integer>> checkIns = new HashMap<>();
    private final Map<String, double[]> trips = new HashMap<>();

    public UndergroundSystem() {}

    public void checkIn(int id, String stationName, int t) {
        checkIns.put(id, new Pair<>(stationName, t));
    }

    public void checkOut(int id, String stationName, int t) {
        Pair<String, Integer> start = checkIns.remove(id);
        double[] total = trips.computeIfAbsent(start.getKey() + "->" + stationName, key -> new double[2]);
        total[0] += t - start.getValue();
        total[1]++;
    }

    public double getAverageTime(String startStation, String endStation) {
        double[] total = trips.get(startStation + "->" + endStation);
        return total[0] / total[1];
    }
}
