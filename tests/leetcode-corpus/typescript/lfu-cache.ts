type Entry = { value: number; freq: number };

class LFUCache {
    private readonly capacity: number;
    private entries: Map<number, Entry> = new Map();
    // freq -> keys with that freq, in least-recently-used-first order (Map keeps insertion order)
    private byFreq: Map<number, Set<number>> = new Map();
    private minFreq = 0;

    constructor(capacity: number) {
        this.capacity = capacity;
    }

    private touch(key: number, e: Entry): void {
        const bucket = this.byFreq.get(e.freq)!;
        bucket.delete(key);
        if (bucket.size === 0) {
            this.byFreq.delete(e.freq);
            if (this.minFreq === e.freq) this.minFreq++;
        }
        e.freq++;
        if (!this.byFreq.has(e.freq)) this.byFreq.set(e.freq, new Set());
        this.byFreq.get(e.freq)!.add(key);
    }

    get(key: number): number {
        const e = this.entries.get(key);
        if (e === undefined) return -1;
        this.touch(key, e);
        return e.value;
    }

    put(key: number, value: number): void {
        if (this.capacity <= 0) return;
        const e = this.entries.get(key);
        if (e) {
            e.value = value;
            this.touch(key, e);
            return;
        }
        if (this.entries.size >= this.capacity) {
            const bucket = this.byFreq.get(this.minFreq)!;
            const victim = bucket.values().next().value as number;
            bucket.delete(victim);
            if (bucket.size === 0) this.byFreq.delete(this.minFreq);
            this.entries.delete(victim);
        }
        this.entries.set(key, { value, freq: 1 });
        if (!this.byFreq.has(1)) this.byFreq.set(1, new Set());
        this.byFreq.get(1)!.add(key);
        this.minFreq = 1;
    }
}

/**
 * Your LFUCache object will be instantiated and called as such:
 * var obj = new LFUCache(capacity)
 * var param_1 = obj.get(key)
 * obj.put(key,value)
 */
