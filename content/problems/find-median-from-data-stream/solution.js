class MedianFinder {
  constructor() {
    this.lower = new Heap((a, b) => a > b); // max-heap: the smaller half
    this.upper = new Heap((a, b) => a < b); // min-heap: the larger half
  }

  addNum(num) {
    this.lower.push(num);
    this.upper.push(this.lower.pop());
    // Keep lower the same size as upper, or one larger.
    if (this.upper.size() > this.lower.size()) this.lower.push(this.upper.pop());
  }

  findMedian() {
    if (this.lower.size() > this.upper.size()) return this.lower.peek();
    return (this.lower.peek() + this.upper.peek()) / 2;
  }
}

// A binary heap; isAbove(a, b) says whether a belongs nearer the top than b.
class Heap {
  constructor(isAbove) {
    this.items = [];
    this.isAbove = isAbove;
  }

  size() {
    return this.items.length;
  }

  peek() {
    return this.items[0];
  }

  push(value) {
    const items = this.items;
    items.push(value);
    let child = items.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!this.isAbove(items[child], items[parent])) break;
      [items[child], items[parent]] = [items[parent], items[child]];
      child = parent;
    }
  }

  pop() {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0) {
      items[0] = last;
      let parent = 0;
      for (;;) {
        let best = parent;
        for (const child of [2 * parent + 1, 2 * parent + 2]) {
          if (child < items.length && this.isAbove(items[child], items[best])) best = child;
        }
        if (best === parent) break;
        [items[best], items[parent]] = [items[parent], items[best]];
        parent = best;
      }
    }
    return top;
  }
}
