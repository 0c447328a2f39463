// A JS Map iterates in insertion order, so delete + set moves a key to the "newest" end.
export class LRUCache {
  private cache = new Map<number, number>();

  constructor(private readonly capacity: number) {}

  get(key: number): number {
    if (!this.cache.has(key)) return -1;
    const v = this.cache.get(key)!;
    this.cache.delete(key);
    this.cache.set(key, v);
    return v;
  }

  put(key: number, value: number): void {
    this.cache.delete(key);
    this.cache.set(key, value);
    if (this.cache.size > this.capacity) {
      const oldest = this.cache.keys().next().value as number;
      this.cache.delete(oldest);
    }
  }
}
