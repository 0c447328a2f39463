/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
var topKFrequent = function(nums, k) {
    const freq = {};
    for (const n of nums) freq[n] = (freq[n] || 0) + 1;

    // keep a min-heap of size k keyed by frequency
    const pq = new MinPriorityQueue();
    for (const key in freq) {
        pq.enqueue(Number(key), freq[key]);
        if (pq.size() > k) pq.dequeue();
    }

    const res = [];
    while (!pq.isEmpty()) {
        res.push(pq.dequeue().element);
    }
    return res;
};
