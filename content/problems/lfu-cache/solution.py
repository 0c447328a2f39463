from collections import OrderedDict, defaultdict


class LFUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.entries = {}  # key -> [value, count]
        # count -> keys with that use count, oldest use first.
        self.buckets = defaultdict(OrderedDict)
        self.min_count = 0

    def get(self, key):
        entry = self.entries.get(key)
        if entry is None:
            return -1
        self._use(key, entry)
        return entry[0]

    def put(self, key, value):
        if self.capacity == 0:
            return
        entry = self.entries.get(key)
        if entry is not None:
            entry[0] = value
            self._use(key, entry)
            return
        if len(self.entries) == self.capacity:
            victim, _ = self.buckets[self.min_count].popitem(last=False)
            del self.entries[victim]
        self.entries[key] = [value, 1]
        self.buckets[1][key] = None
        self.min_count = 1

    def _use(self, key, entry):
        count = entry[1]
        bucket = self.buckets[count]
        del bucket[key]
        if not bucket:
            del self.buckets[count]
            if self.min_count == count:
                self.min_count += 1
        entry[1] = count + 1
        self.buckets[count + 1][key] = None
