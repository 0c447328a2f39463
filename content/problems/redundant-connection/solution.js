function findRedundantConnection(edges) {
  const parent = Array.from({ length: edges.length + 1 }, (_, i) => i);
  const size = new Array(edges.length + 1).fill(1);
  function find(x) {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]]; // path halving
      x = parent[x];
    }
    return x;
  }
  for (const edge of edges) {
    let a = find(edge[0]);
    let b = find(edge[1]);
    if (a === b) return edge; // both ends already connected: this edge closes the cycle
    if (size[a] < size[b]) [a, b] = [b, a];
    parent[b] = a;
    size[a] += size[b];
  }
  return [];
}
