class LRUCache {
  constructor(capacity) {
    this.capacity = capacity;
    this.nodes = new Map();
    // Sentinels: head.next is the least recently used node, tail.prev the most recent.
    this.head = { key: -1, value: -1, prev: null, next: null };
    this.tail = { key: -1, value: -1, prev: this.head, next: null };
    this.head.next = this.tail;
  }

  get(key) {
    const node = this.nodes.get(key);
    if (node === undefined) return -1;
    this.unlink(node);
    this.append(node);
    return node.value;
  }

  put(key, value) {
    const existing = this.nodes.get(key);
    if (existing !== undefined) {
      existing.value = value;
      this.unlink(existing);
      this.append(existing);
      return;
    }
    if (this.nodes.size === this.capacity) {
      const oldest = this.head.next;
      this.unlink(oldest);
      this.nodes.delete(oldest.key);
    }
    const node = { key, value, prev: null, next: null };
    this.nodes.set(key, node);
    this.append(node);
  }

  unlink(node) {
    node.prev.next = node.next;
    node.next.prev = node.prev;
  }

  append(node) {
    node.prev = this.tail.prev;
    node.next = this.tail;
    this.tail.prev.next = node;
    this.tail.prev = node;
  }
}
