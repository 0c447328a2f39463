class LFUCache {
  constructor(capacity) {
    this.capacity = capacity;
    this.entries = new Map(); // key -> { value, count }
    // count -> keys with that use count; a Set iterates in insertion order, so its first key is the oldest.
    this.buckets = new Map();
    this.minCount = 0;
  }

  get(key) {
    const entry = this.entries.get(key);
    if (entry === undefined) return -1;
    this.use(key, entry);
    return entry.value;
  }

  put(key, value) {
    if (this.capacity === 0) return;
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      entry.value = value;
      this.use(key, entry);
      return;
    }
    if (this.entries.size === this.capacity) {
      const bucket = this.buckets.get(this.minCount);
      const victim = bucket.values().next().value;
      bucket.delete(victim);
      this.entries.delete(victim);
    }
    this.entries.set(key, { value, count: 1 });
    this.bucketFor(1).add(key);
    this.minCount = 1;
  }

  use(key, entry) {
    const bucket = this.buckets.get(entry.count);
    bucket.delete(key);
    if (bucket.size === 0) {
      this.buckets.delete(entry.count);
      if (this.minCount === entry.count) this.minCount++;
    }
    entry.count++;
    this.bucketFor(entry.count).add(key);
  }

  bucketFor(count) {
    if (!this.buckets.has(count)) this.buckets.set(count, new Set());
    return this.buckets.get(count);
  }
}
