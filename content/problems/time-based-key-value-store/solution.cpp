class TimeMap {
    unordered_map<string, vector<pair<int, string>>> values;

public:
    TimeMap() {}

    void set(string key, string value, int timestamp) {
        values[key].push_back({timestamp, value});
    }

    string get(string key, int timestamp) {
        auto found = values.find(key);
        if (found == values.end()) return "";
        auto& history = found->second;
        auto it = upper_bound(history.begin(), history.end(), timestamp,
                              [](int time, const pair<int, string>& entry) { return time < entry.first; });
        return it == history.begin() ? "" : prev(it)->second;
    }
};
