function minCostConnectPoints(points) {
  // Prim's algorithm on the complete graph, with an array instead of a heap: O(n^2).
  const n = points.length;
  const inTree = new Array(n).fill(false);
  const cheapest = new Array(n).fill(Number.POSITIVE_INFINITY);
  cheapest[0] = 0;
  let total = 0;
  for (let step = 0; step < n; step++) {
    let node = -1;
    for (let i = 0; i < n; i++) {
      if (!inTree[i] && (node === -1 || cheapest[i] < cheapest[node])) node = i;
    }
    inTree[node] = true;
    total += cheapest[node];
    const [x, y] = points[node];
    for (let i = 0; i < n; i++) {
      if (inTree[i]) continue;
      const cost = Math.abs(points[i][0] - x) + Math.abs(points[i][1] - y);
      if (cost < cheapest[i]) cheapest[i] = cost;
    }
  }
  return total;
}
