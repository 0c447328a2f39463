function cloneGraph(node) {
  if (node === null) return null;
  // Each original node maps to its copy; a node is queued once, when its copy is made.
  const copies = new Map([[node, new GraphNode(node.val)]]);
  const queue = [node];
  for (let head = 0; head < queue.length; head++) {
    const original = queue[head];
    const copy = copies.get(original);
    for (const neighbour of original.neighbors) {
      if (!copies.has(neighbour)) {
        copies.set(neighbour, new GraphNode(neighbour.val));
        queue.push(neighbour);
      }
      copy.neighbors.push(copies.get(neighbour));
    }
  }
  return copies.get(node);
}
