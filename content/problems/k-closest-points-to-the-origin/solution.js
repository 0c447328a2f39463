function kClosest(points, k) {
  // A max-heap (by squared distance) of the k closest points seen so far.
  const distance = (point) => point[0] * point[0] + point[1] * point[1];
  const heap = [];
  const siftUp = (start) => {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (distance(heap[parent]) >= distance(heap[i])) break;
      [heap[parent], heap[i]] = [heap[i], heap[parent]];
      i = parent;
    }
  };
  const siftDown = (start) => {
    let i = start;
    while (true) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && distance(heap[left]) > distance(heap[largest])) largest = left;
      if (right < heap.length && distance(heap[right]) > distance(heap[largest])) largest = right;
      if (largest === i) return;
      [heap[largest], heap[i]] = [heap[i], heap[largest]];
      i = largest;
    }
  };
  for (const point of points) {
    if (heap.length < k) {
      heap.push(point);
      siftUp(heap.length - 1);
    } else if (distance(point) < distance(heap[0])) {
      heap[0] = point;
      siftDown(0);
    }
  }
  return heap;
}
