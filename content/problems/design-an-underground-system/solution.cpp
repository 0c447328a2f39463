class UndergroundSystem {
    unordered_map<int, pair<string, int>> trips;
    unordered_map<string, pair<double, int>> totals;

public:
    UndergroundSystem() {}

    void checkIn(int id, string stationName, int t) {
        trips[id] = {stationName, t};
    }

    void checkOut(int id, string stationName, int t) {
        auto [start, time] = trips[id];
        trips.erase(id);
        auto& total = totals[start + "->" + stationName];
        total.first += t - time;
        total.second++;
    }

    double getAverageTime(string startStation, string endStation) {
        auto& total = totals[startStation + "->" + endStation];
        return total.first / total.second;
    }
};
