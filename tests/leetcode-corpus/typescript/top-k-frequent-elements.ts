// @datastructures-js/priority-queue v5 style: enqueue(element, priority), dequeue() gives { element, priority }
function topKFrequent(nums: number[], k: number): number[] {
    const freq = new Map<number, number>();
    for (const n of nums) freq.set(n, (freq.get(n) || 0) + 1);

    const pq = new MaxPriorityQueue<number>();
    for (const [num, count] of freq) {
        pq.enqueue(num, count);
    }

    const ans: number[] = [];
    while (ans.length < k) {
        ans.push(pq.dequeue().element);
    }
    return ans;
};
