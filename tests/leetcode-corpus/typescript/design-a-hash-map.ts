// Separate chaining: a fixed array of buckets, each a small list of [key, value] pairs.
type Pair = [key: number, value: number];

class MyHashMap {
    private static readonly SIZE = 2069;
    private buckets: Pair[][];

    constructor() {
        this.buckets = Array.from({ length: MyHashMap.SIZE }, () => [] as Pair[]);
    }

    private bucket(key: number): Pair[] {
        return this.buckets[key % MyHashMap.SIZE];
    }

    put(key: number, value: number): void {
        const b = this.bucket(key);
        for (const pair of b) {
            if (pair[0] === key) {
                pair[1] = value;
                return;
            }
        }
        b.push([key, value]);
    }

    get(key: number): number {
        const pair = this.bucket(key).find(([k]) => k === key);
        return pair ? pair[1] : -1;
    }

    remove(key: number): void {
        const b = this.bucket(key);
        const i = b.findIndex(([k]) => k === key);
        if (i !== -1) {
            b[i] = b[b.length - 1];
            b.pop();
        }
    }
}

/**
 * Your MyHashMap object will be instantiated and called as such:
 * var obj = new MyHashMap()
 * obj.put(key,value)
 * var param_2 = obj.get(key)
 * obj.remove(key)
 */
