function networkDelayTime(times: number[][], n: number, k: number): number {
    const adj: [number, number][][] = Array.from({ length: n + 1 }, () => []);
    for (const [u, v, w] of times) adj[u].push([v, w]);

    const dist: number[] = new Array(n + 1).fill(Infinity);
    dist[k] = 0;
    // Dijkstra with a [distance, node] min-heap
    const pq = new PriorityQueue<[number, number]>((a, b) => a[0] - b[0]);
    pq.enqueue([0, k]);
    while (!pq.isEmpty()) {
        const [d, u] = pq.dequeue()!;
        if (d > dist[u]) continue;
        for (const [v, w] of adj[u]) {
            if (d + w < dist[v]) {
                dist[v] = d + w;
                pq.enqueue([dist[v], v]);
            }
        }
    }

    let worst = 0;
    for (let i = 1; i <= n; i++) worst = Math.max(worst, dist[i]);
    return worst === Infinity ? -1 : worst;
};
