function validPath(n, edges, source, destination) {
  const neighbours = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    neighbours[a].push(b);
    neighbours[b].push(a);
  }
  const visited = new Array(n).fill(false);
  visited[source] = true;
  const stack = [source];
  while (stack.length > 0) {
    const vertex = stack.pop();
    if (vertex === destination) return true;
    for (const next of neighbours[vertex]) {
      if (!visited[next]) {
        visited[next] = true;
        stack.push(next);
      }
    }
  }
  return false;
}
