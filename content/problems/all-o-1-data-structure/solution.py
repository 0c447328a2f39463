class Bucket:
    def __init__(self, count, prev=None, next=None):
        self.count = count
        self.keys = set()
        self.prev = prev
        self.next = next


class AllOne:
    def __init__(self):
        # Buckets of keys sharing a count, in a doubly linked list ordered by count between two sentinels.
        self.head = Bucket(0)
        self.tail = Bucket(float("inf"), self.head)
        self.head.next = self.tail
        self.bucket_of = {}  # key -> its bucket

    def inc(self, key):
        bucket = self.bucket_of.get(key, self.head)
        target = bucket.next
        if target.count != bucket.count + 1:
            target = self._insert_after(bucket, bucket.count + 1)
        target.keys.add(key)
        self.bucket_of[key] = target
        self._leave(bucket, key)

    def dec(self, key):
        bucket = self.bucket_of[key]
        if bucket.count == 1:
            del self.bucket_of[key]
        else:
            target = bucket.prev
            if target.count != bucket.count - 1:
                target = self._insert_after(bucket.prev, bucket.count - 1)
            target.keys.add(key)
            self.bucket_of[key] = target
        self._leave(bucket, key)

    def get_max_key(self):
        return "" if self.tail.prev is self.head else next(iter(self.tail.prev.keys))

    def get_min_key(self):
        return "" if self.head.next is self.tail else next(iter(self.head.next.keys))

    def _insert_after(self, bucket, count):
        created = Bucket(count, bucket, bucket.next)
        bucket.next.prev = created
        bucket.next = created
        return created

    # Removes key from bucket, unlinking the bucket once empty (the head sentinel always stays).
    def _leave(self, bucket, key):
        if bucket is self.head:
            return
        bucket.keys.discard(key)
        if not bucket.keys:
            bucket.prev.next = bucket.next
            bucket.next.prev = bucket.prev
