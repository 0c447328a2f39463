function networkDelayTime(times, n, k) {
  const links = Array.from({ length: n + 1 }, () => []);
  for (const [u, v, w] of times) links[u].push([v, w]);

  // Binary min-heap of [time, node] pairs.
  const heap = [];
  function push(item) {
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent][0] <= heap[i][0]) break;
      [heap[parent], heap[i]] = [heap[i], heap[parent]];
      i = parent;
    }
  }
  function pop() {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < heap.length && heap[left][0] < heap[smallest][0]) smallest = left;
        if (right < heap.length && heap[right][0] < heap[smallest][0]) smallest = right;
        if (smallest === i) break;
        [heap[smallest], heap[i]] = [heap[i], heap[smallest]];
        i = smallest;
      }
    }
    return top;
  }

  const settled = new Array(n + 1).fill(false);
  let reached = 0;
  let last = 0;
  push([0, k]);
  while (heap.length > 0) {
    const [time, node] = pop();
    if (settled[node]) continue;
    settled[node] = true;
    reached++;
    last = time;
    for (const [next, delay] of links[node]) {
      if (!settled[next]) push([time + delay, next]);
    }
  }
  return reached === n ? last : -1;
}
