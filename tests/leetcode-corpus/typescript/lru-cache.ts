class DLinkedNode {
    key: number;
    value: number;
    prev: DLinkedNode | null = null;
    next: DLinkedNode | null = null;

    constructor(key = 0, value = 0) {
        this.key = key;
        this.value = value;
    }
}

class LRUCache {
    private cap: number;
    private map: Map<number, DLinkedNode>;
    private head: DLinkedNode; // most recent after head
    private tail: DLinkedNode; // least recent before tail

    constructor(capacity: number) {
        this.cap = capacity;
        this.map = new Map<number, DLinkedNode>();
        this.head = new DLinkedNode();
        this.tail = new DLinkedNode();
        this.head.next = this.tail;
        this.tail.prev = this.head;
    }

    private unlink(node: DLinkedNode): void {
        node.prev!.next = node.next;
        node.next!.prev = node.prev;
    }

    private pushFront(node: DLinkedNode): void {
        node.next = this.head.next;
        node.prev = this.head;
        this.head.next!.prev = node;
        this.head.next = node;
    }

    get(key: number): number {
        const node = this.map.get(key);
        if (!node) return -1;
        this.unlink(node);
        this.pushFront(node);
        return node.value;
    }

    put(key: number, value: number): void {
        let node = this.map.get(key);
        if (node) {
            node.value = value;
            this.unlink(node);
            this.pushFront(node);
            return;
        }
        if (this.map.size === this.cap) {
            const lru = this.tail.prev as DLinkedNode;
            this.unlink(lru);
            this.map.delete(lru.key);
        }
        node = new DLinkedNode(key, value);
        this.map.set(key, node);
        this.pushFront(node);
    }
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * var obj = new LRUCache(capacity)
 * var param_1 = obj.get(key)
 * obj.put(key,value)
 */
