// Buckets of keys with equal counts, kept in a doubly linked list sorted by count.
class Bucket {
    count: number;
    keys = new Set<string>();
    prev: Bucket | null = null;
    next: Bucket | null = null;
    constructor(count: number) {
        this.count = count;
    }
}

class AllOne {
    private head: Bucket;
    private tail: Bucket;
    private where = new Map<string, Bucket>();

    constructor() {
        this.head = new Bucket(0);
        this.tail = new Bucket(Number.MAX_SAFE_INTEGER);
        this.head.next = this.tail;
        this.tail.prev = this.head;
    }

    private insertAfter(node: Bucket, count: number): Bucket {
        const b = new Bucket(count);
        b.prev = node;
        b.next = node.next;
        node.next!.prev = b;
        node.next = b;
        return b;
    }

    private removeIfEmpty(b: Bucket): void {
        if (b.keys.size > 0) return;
        b.prev!.next = b.next;
        b.next!.prev = b.prev;
    }

    inc(key: string): void {
        const cur = this.where.get(key);
        if (!cur) {
            const first = this.head.next!;
            const target = first.count === 1 ? first : this.insertAfter(this.head, 1);
            target.keys.add(key);
            this.where.set(key, target);
            return;
        }
        const nxt = cur.next!;
        const target = nxt.count === cur.count + 1 ? nxt : this.insertAfter(cur, cur.count + 1);
        target.keys.add(key);
        this.where.set(key, target);
        cur.keys.delete(key);
        this.removeIfEmpty(cur);
    }

    dec(key: string): void {
        const cur = this.where.get(key);
        if (!cur) return;
        cur.keys.delete(key);
        if (cur.count === 1) {
            this.where.delete(key);
        } else {
            const prv = cur.prev!;
            const target = prv.count === cur.count - 1 ? prv : this.insertAfter(prv, cur.count - 1);
            target.keys.add(key);
            this.where.set(key, target);
        }
        this.removeIfEmpty(cur);
    }

    getMaxKey(): string {
        const b = this.tail.prev!;
        if (b === this.head) return "";
        return b.keys.values().next().value as string;
    }

    getMinKey(): string {
        const b = this.head.next!;
        if (b === this.tail) return "";
        return b.keys.values().next().value as string;
    }
}

/**
 * Your AllOne object will be instantiated and called as such:
 * var obj = new AllOne()
 * obj.inc(key)
 * obj.dec(key)
 * var param_3 = obj.getMaxKey()
 * var param_4 = obj.getMinKey()
 */
