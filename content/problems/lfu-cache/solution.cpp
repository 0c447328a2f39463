class LFUCache {
    int capacity, lowest = 0;
    unordered_map<int, pair<int, int>> entries;  // key -> (value, count)
    unordered_map<int, list<int>> byCount;       // count -> keys, most recent first
    unordered_map<int, list<int>::iterator> where;

    void touch(int key) {
        int count = entries[key].second++;
        byCount[count].erase(where[key]);
        if (byCount[count].empty() && lowest == count) lowest++;
        byCount[count + 1].push_front(key);
        where[key] = byCount[count + 1].begin();
    }

public:
    LFUCache(int capacity) : capacity(capacity) {}

    int get(int key) {
        if (!entries.count(key)) return -1;
        touch(key);
        return entries[key].first;
    }

    void put(int key, int value) {
        if (capacity == 0) return;
        if (entries.count(key)) {
            entries[key].first = value;
            touch(key);
            return;
        }
        if ((int)entries.size() == capacity) {
            int evicted = byCount[lowest].back();
            byCount[lowest].pop_back();
            entries.erase(evicted);
            where.erase(evicted);
        }
        entries[key] = {value, 1};
        byCount[1].push_front(key);
        where[key] = byCount[1].begin();
        lowest = 1;
    }
};
