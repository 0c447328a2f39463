/**
 * @param {number[][]} points
 * @param {number} k
 * @return {number[][]}
 */
var kClosest = function(points, k) {
    const dist = ([x, y]) => x * x + y * y;
    const maxHeap = new MaxPriorityQueue(dist); // farthest of the kept points on top

    for (const p of points) {
        maxHeap.enqueue(p);
        if (maxHeap.size() > k) maxHeap.dequeue();
    }

    const res = [];
    while (!maxHeap.isEmpty()) res.push(maxHeap.dequeue());
    return res;
};
