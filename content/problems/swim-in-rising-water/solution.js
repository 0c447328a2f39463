function swimInWater(grid) {
  const n = grid.length;
  // Binary min-heap of [time, row, col]; the time of a route is its highest square.
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
  const done = grid.map((row) => row.map(() => false));
  push([grid[0][0], 0, 0]);
  while (heap.length > 0) {
    const [time, r, c] = pop();
    if (done[r][c]) continue;
    if (r === n - 1 && c === n - 1) return time;
    done[r][c] = true;
    for (const [nr, nc] of [
      [r + 1, c],
      [r - 1, c],
      [r, c + 1],
      [r, c - 1],
    ]) {
      if (nr >= 0 && nr < n && nc >= 0 && nc < n && !done[nr][nc]) {
        push([Math.max(time, grid[nr][nc]), nr, nc]);
      }
    }
  }
  return -1;
}
