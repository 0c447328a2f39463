function findCheapestPrice(n, flights, src, dst, k) {
  // Bellman-Ford limited to k + 1 rounds: after round r, cost[v] is the cheapest
  // price using at most r flights. Each round reads only the previous round's costs.
  let cost = new Array(n).fill(Number.POSITIVE_INFINITY);
  cost[src] = 0;
  for (let round = 0; round <= k; round++) {
    const next = cost.slice();
    for (const [from, to, price] of flights) {
      if (cost[from] + price < next[to]) next[to] = cost[from] + price;
    }
    cost = next;
  }
  return cost[dst] === Number.POSITIVE_INFINITY ? -1 : cost[dst];
}
