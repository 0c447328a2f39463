class SnapshotArray {
    vector<vector<pair<int, int>>> history;
    int snaps = 0;

public:
    SnapshotArray(int length) : history(length, vector<pair<int, int>>{{0, 0}}) {}

    void set(int index, int val) {
        auto& changes = history[index];
        if (changes.back().first == snaps) changes.back().second = val;
        else changes.push_back({snaps, val});
    }

    int snap() {
        return snaps++;
    }

    int get(int index, int snap_id) {
        auto& changes = history[index];
        auto it = upper_bound(changes.begin(), changes.end(), make_pair(snap_id, INT_MAX));
        return prev(it)->second;
    }
};
