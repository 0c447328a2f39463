class AllOne {
  constructor() {
    // Buckets of keys sharing a count, in a doubly linked list ordered by count between two sentinels.
    this.head = { count: 0, keys: new Set(), prev: null, next: null };
    this.tail = { count: Infinity, keys: new Set(), prev: this.head, next: null };
    this.head.next = this.tail;
    this.bucketOf = new Map(); // key -> its bucket
  }

  inc(key) {
    const bucket = this.bucketOf.get(key) ?? this.head;
    let next = bucket.next;
    if (next.count !== bucket.count + 1) next = this.insertAfter(bucket, bucket.count + 1);
    next.keys.add(key);
    this.bucketOf.set(key, next);
    this.leave(bucket, key);
  }

  dec(key) {
    const bucket = this.bucketOf.get(key);
    if (bucket.count === 1) {
      this.bucketOf.delete(key);
    } else {
      let previous = bucket.prev;
      if (previous.count !== bucket.count - 1) previous = this.insertAfter(bucket.prev, bucket.count - 1);
      previous.keys.add(key);
      this.bucketOf.set(key, previous);
    }
    this.leave(bucket, key);
  }

  getMaxKey() {
    return this.tail.prev === this.head ? "" : this.tail.prev.keys.values().next().value;
  }

  getMinKey() {
    return this.head.next === this.tail ? "" : this.head.next.keys.values().next().value;
  }

  insertAfter(bucket, count) {
    const created = { count, keys: new Set(), prev: bucket, next: bucket.next };
    bucket.next.prev = created;
    bucket.next = created;
    return created;
  }

  // Removes key from bucket, unlinking the bucket once empty (the head sentinel always stays).
  leave(bucket, key) {
    if (bucket === this.head) return;
    bucket.keys.delete(key);
    if (bucket.keys.size === 0) {
      bucket.prev.next = bucket.next;
      bucket.next.prev = bucket.prev;
    }
  }
}
