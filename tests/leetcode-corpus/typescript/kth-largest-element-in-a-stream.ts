class KthLargest {
    private k: number;
    private heap: MinPriorityQueue<number>; // holds the k largest values seen so far

    constructor(k: number, nums: number[]) {
        this.k = k;
        this.heap = new MinPriorityQueue<number>();
        for (const n of nums) this.add(n);
    }

    add(val: number): number {
        this.heap.enqueue(val);
        if (this.heap.size() > this.k) this.heap.dequeue();
        return this.heap.front() as number;
    }
}

/**
 * Your KthLargest object will be instantiated and called as such:
 * var obj = new KthLargest(k, nums)
 * var param_1 = obj.add(val)
 */
