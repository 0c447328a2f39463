class MedianFinder {
    private low = new MaxPriorityQueue<number>();  // smaller half
    private high = new MinPriorityQueue<number>(); // larger half

    constructor() {}

    addNum(num: number): void {
        this.low.enqueue(num);
        this.high.enqueue(this.low.dequeue()!);
        if (this.high.size() > this.low.size()) {
            this.low.enqueue(this.high.dequeue()!);
        }
    }

    findMedian(): number {
        if (this.low.size() > this.high.size()) return this.low.front()!;
        return (this.low.front()! + this.high.front()!) / 2;
    }
}

/**
 * Your MedianFinder object will be instantiated and called as such:
 * var obj = new MedianFinder()
 * obj.addNum(num)
 * var param_2 = obj.findMedian()
 */
