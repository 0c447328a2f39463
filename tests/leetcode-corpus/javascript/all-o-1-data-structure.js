// Buckets of keys sharing a count, kept in a doubly linked list sorted by count.
class Bucket {
    constructor(count) {
        this.count = count;
        this.keys = new Set();
        this.prev = null;
        this.next = null;
    }
}

class AllOne {
    constructor() {
        this.head = new Bucket(0);          // sentinel before the smallest count
        this.tail = new Bucket(Infinity);   // sentinel after the largest count
        this.head.next = this.tail;
        this.tail.prev = this.head;
        this.where = new Map();             // key -> its bucket
    }

    _insertAfter(node, count) {
        const b = new Bucket(count);
        b.prev = node;
        b.next = node.next;
        node.next.prev = b;
        node.next = b;
        return b;
    }

    _unlink(node) {
        node.prev.next = node.next;
        node.next.prev = node.prev;
    }

    inc(key) {
        const cur = this.where.get(key);
        const base = cur || this.head;
        const want = cur ? cur.count + 1 : 1;
        let target = base.next;
        if (target === this.tail || target.count !== want) {
            target = this._insertAfter(base, want);
        }
        target.keys.add(key);
        this.where.set(key, target);
        if (cur) {
            cur.keys.delete(key);
            if (cur.keys.size === 0) this._unlink(cur);
        }
    }

    dec(key) {
        const cur = this.where.get(key);
        if (cur.count === 1) {
            this.where.delete(key);
        } else {
            let target = cur.prev;
            if (target === this.head || target.count !== cur.count - 1) {
                target = this._insertAfter(cur.prev, cur.count - 1);
            }
            target.keys.add(key);
            this.where.set(key, target);
        }
        cur.keys.delete(key);
        if (cur.keys.size === 0) this._unlink(cur);
    }

    getMaxKey() {
        if (this.tail.prev === this.head) return "";
        return this.tail.prev.keys.values().next().value;
    }

    getMinKey() {
        if (this.head.next === this.tail) return "";
        return this.head.next.keys.values().next().value;
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
