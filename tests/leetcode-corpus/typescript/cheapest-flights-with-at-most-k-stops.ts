// Bellman-Ford limited to k + 1 edges; copy the array each round so one round uses one more edge at most.
function findCheapestPrice(n: number, flights: number[][], src: number, dst: number, k: number): number {
    let cost = new Array<number>(n).fill(Number.POSITIVE_INFINITY);
    cost[src] = 0;
    for (let round = 0; round <= k; round++) {
        const next = [...cost];
        for (const [from, to, price] of flights) {
            if (cost[from] !== Infinity && cost[from] + price < next[to]) {
                next[to] = cost[from] + price;
            }
        }
        cost = next;
    }
    return cost[dst] === Infinity ? -1 : cost[dst];
};
