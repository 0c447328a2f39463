
var MedianFinder = function() {
    this.low = new MaxPriorityQueue();   // smaller half, largest on top
    this.high = new MinPriorityQueue();  // larger half, smallest on top
};

/** 
 * @param {number} num
 * @return {void}
 */
MedianFinder.prototype.addNum = function(num) {
    this.low.enqueue(num);
    this.high.enqueue(this.low.dequeue().element);
    if (this.high.size() > this.low.size()) {
        this.low.enqueue(this.high.dequeue().element);
    }
};

/**
 * @return {number}
 */
MedianFinder.prototype.findMedian = function() {
    if (this.low.size() > this.high.size()) {
        return this.low.front().element;
    }
    return (this.low.front().element + this.high.front().element) / 2;
};

/** 
 * Your MedianFinder object will be instantiated and called as such:
 * var obj = new MedianFinder()
 * obj.addNum(num)
 * var param_2 = obj.findMedian()
 */
