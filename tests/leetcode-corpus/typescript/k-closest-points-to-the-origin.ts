function kClosest(points: number[][], k: number): number[][] {
    const dist = (p: number[]) => p[0] * p[0] + p[1] * p[1];
    // max-heap by distance, trimmed to k points
    const pq = new PriorityQueue<number[]>((a, b) => dist(b) - dist(a));
    for (const p of points) {
        pq.enqueue(p);
        if (pq.size() > k) pq.dequeue();
    }
    return pq.toArray();
};
