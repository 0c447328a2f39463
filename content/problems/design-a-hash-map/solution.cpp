class MyHashMap {
    static const int BUCKETS = 2053;
    vector<list<pair<int, int>>> buckets;

    list<pair<int, int>>::iterator find(int key) {
        auto& bucket = buckets[key % BUCKETS];
        return find_if(bucket.begin(), bucket.end(), [key](const pair<int, int>& entry) { return entry.first == key; });
    }

public:
    MyHashMap() : buckets(BUCKETS) {}

    void put(int key, int value) {
        auto it = find(key);
        if (it != buckets[key % BUCKETS].end()) it->second = value;
        else buckets[key % BUCKETS].push_back({key, value});
    }

    int get(int key) {
        auto it = find(key);
        return it == buckets[key % BUCKETS].end() ? -1 : it->second;
    }

    void remove(int key) {
        auto it = find(key);
        if (it != buckets[key % BUCKETS].end()) buckets[key % BUCKETS].erase(it);
    }
};
