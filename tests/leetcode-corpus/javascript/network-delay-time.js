/**
 * @param {number[][]} times
 * @param {number} n
 * @param {number} k
 * @return {number}
 */
var networkDelayTime = function(times, n, k) {
    const graph = Array.from({ length: n + 1 }, () => []);
    for (const [u, v, w] of times) graph[u].push([v, w]);

    const dist = new Array(n + 1).fill(Infinity);
    dist[k] = 0;
    const pq = new PriorityQueue({ compare: (a, b) => a[0] - b[0] }); // [distance, node]
    pq.enqueue([0, k]);

    while (!pq.isEmpty()) {
        const [d, u] = pq.dequeue();
        if (d > dist[u]) continue; // stale entry
        for (const [v, w] of graph[u]) {
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
