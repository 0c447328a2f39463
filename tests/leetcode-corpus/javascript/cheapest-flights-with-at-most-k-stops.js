// Bellman-Ford limited to k + 1 edges
function findCheapestPrice(n, flights, src, dst, k) {
    let prices = new Array(n).fill(Infinity);
    prices[src] = 0;

    for (let i = 0; i <= k; i++) {
        const next = prices.slice();   // relax from last round's prices only
        for (const [from, to, price] of flights) {
            if (prices[from] === Infinity) continue;
            if (prices[from] + price < next[to]) {
                next[to] = prices[from] + price;
            }
        }
        prices = next;
    }
    return prices[dst] === Infinity ? -1 : prices[dst];
}
