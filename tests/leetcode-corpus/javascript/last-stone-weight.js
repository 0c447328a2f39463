/**
 * @param {number[]} stones
 * @return {number}
 */
var lastStoneWeight = function(stones) {
    const pq = new MaxPriorityQueue();
    stones.forEach((s) => pq.enqueue(s));

    while (pq.size() > 1) {
        const y = pq.dequeue().element;
        const x = pq.dequeue().element;
        if (y !== x) pq.enqueue(y - x);
    }
    return pq.isEmpty() ? 0 : pq.front().element;
};
