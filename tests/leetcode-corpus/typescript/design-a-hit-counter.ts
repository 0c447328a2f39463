class HitCounter {
    private hits: Queue<number>;

    constructor() {
        this.hits = new Queue<number>();
    }

    private evict(timestamp: number): void {
        // keep only hits in (timestamp - 300, timestamp]
        while (!this.hits.isEmpty() && this.hits.front()! <= timestamp - 300) {
            this.hits.dequeue();
        }
    }

    hit(timestamp: number): void {
        this.hits.enqueue(timestamp);
    }

    getHits(timestamp: number): number {
        this.evict(timestamp);
        return this.hits.size();
    }
}

/**
 * Your HitCounter object will be instantiated and called as such:
 * var obj = new HitCounter()
 * obj.hit(timestamp)
 * var param_2 = obj.getHits(timestamp)
 */
