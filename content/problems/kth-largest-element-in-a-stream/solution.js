class KthLargest {
  constructor(k, nums) {
    this.k = k;
    // A min-heap of the k largest values seen so far; its top is the k-th largest.
    this.heap = [];
    for (const num of nums) this.add(num);
  }

  add(val) {
    if (this.heap.length < this.k) {
      this.push(val);
    } else if (val > this.heap[0]) {
      this.heap[0] = val;
      this.siftDown(0);
    }
    return this.heap[0];
  }

  push(val) {
    const heap = this.heap;
    heap.push(val);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent] <= heap[i]) break;
      [heap[parent], heap[i]] = [heap[i], heap[parent]];
      i = parent;
    }
  }

  siftDown(start) {
    const heap = this.heap;
    let i = start;
    while (true) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heap.length && heap[left] < heap[smallest]) smallest = left;
      if (right < heap.length && heap[right] < heap[smallest]) smallest = right;
      if (smallest === i) return;
      [heap[smallest], heap[i]] = [heap[i], heap[smallest]];
      i = smallest;
    }
  }
}
