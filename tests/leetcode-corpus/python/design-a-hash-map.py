class MyHashMap:

    def __init__(self):
        self.size = 2069
        self.buckets = [[] for _ in range(self.size)]

    def _hash(self, key: int) -> int:
        return key % self.size

    def _find(self, bucket, key):
        for i, (k, _) in enumerate(bucket):
            if k == key:
                return i
        return -1

    def put(self, key: int, value: int) -> None:
        bucket = self.buckets[self._hash(key)]
        i = self._find(bucket, key)
        if i == -1:
            bucket.append((key, value))
        else:
            bucket[i] = (key, value)

    def get(self, key: int) -> int:
        bucket = self.buckets[self._hash(key)]
        i = self._find(bucket, key)
        return -1 if i == -1 else bucket[i][1]

    def remove(self, key: int) -> None:
        bucket = self.buckets[self._hash(key)]
        i = self._find(bucket, key)
        if i != -1:
            bucket[i] = bucket[-1]
            bucket.pop()


# Your MyHashMap object will be instantiated and called as such:
# obj = MyHashMap()
# obj.put(key,value)
# param_2 = obj.get(key)
# obj.remove(key)
