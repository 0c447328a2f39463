class AllOne {
    // Buckets of keys with the same count, by increasing count; each bucket keeps its keys in arrival order.
    struct Bucket {
        int count;
        list<string> keys;
    };
    list<Bucket> buckets;
    unordered_map<string, pair<list<Bucket>::iterator, list<string>::iterator>> where;

    void place(const string& key, list<Bucket>::iterator bucket) {
        bucket->keys.push_back(key);
        where[key] = {bucket, prev(bucket->keys.end())};
    }

    void leave(const string& key) {
        auto [bucket, position] = where[key];
        bucket->keys.erase(position);
        if (bucket->keys.empty()) buckets.erase(bucket);
    }

public:
    AllOne() {}

    void inc(string key) {
        if (!where.count(key)) {
            if (buckets.empty() || buckets.front().count != 1) buckets.push_front({1, {}});
            place(key, buckets.begin());
            return;
        }
        auto bucket = where[key].first;
        auto next = std::next(bucket);
        if (next == buckets.end() || next->count != bucket->count + 1) next = buckets.insert(next, {bucket->count + 1, {}});
        leave(key);
        place(key, next);
    }

    void dec(string key) {
        auto bucket = where[key].first;
        if (bucket->count == 1) {
            leave(key);
            where.erase(key);
            return;
        }
        auto previous = bucket == buckets.begin() ? buckets.end() : std::prev(bucket);
        if (previous == buckets.end() || previous->count != bucket->count - 1) previous = buckets.insert(bucket, {bucket->count - 1, {}});
        leave(key);
        place(key, previous);
    }

    string getMaxKey() {
        return buckets.empty() ? "" : buckets.back().keys.front();
    }

    string getMinKey() {
        return buckets.empty() ? "" : buckets.front().keys.front();
    }
};
