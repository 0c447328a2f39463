class Bucket:
    def __init__(self, count):
        self.count = count
        self.keys = set()
        self.prev = None
        self.next = None


class AllOne:

    def __init__(self):
        # buckets sorted by count between two sentinels
        self.head = Bucket(0)
        self.tail = Bucket(float('inf'))
        self.head.next = self.tail
        self.tail.prev = self.head
        self.where = {}  # key -> bucket

    def _add_after(self, node, count):
        b = Bucket(count)
        b.prev, b.next = node, node.next
        node.next.prev = b
        node.next = b
        return b

    def _unlink(self, b):
        b.prev.next = b.next
        b.next.prev = b.prev

    def inc(self, key: str) -> None:
        cur = self.where.get(key, self.head)
        nxt = cur.next
        if nxt.count != cur.count + 1:
            nxt = self._add_after(cur, cur.count + 1)
        nxt.keys.add(key)
        self.where[key] = nxt
        if cur is not self.head:
            cur.keys.discard(key)
            if not cur.keys:
                self._unlink(cur)

    def dec(self, key: str) -> None:
        cur = self.where[key]
        cur.keys.discard(key)
        if cur.count == 1:
            del self.where[key]
        else:
            prv = cur.prev
            if prv.count != cur.count - 1:
                prv = self._add_after(prv, cur.count - 1)
            prv.keys.add(key)
            self.where[key] = prv
        if not cur.keys:
            self._unlink(cur)

    def getMaxKey(self) -> str:
        if self.tail.prev is self.head:
            return ""
        return next(iter(self.tail.prev.keys))

    def getMinKey(self) -> str:
        if self.head.next is self.tail:
            return ""
        return next(iter(self.head.next.keys))
