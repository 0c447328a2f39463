class MinStack {
  constructor() {
    // Each entry is [value, smallest value at or below this entry].
    this.entries = [];
  }

  push(val) {
    const below = this.entries.length === 0 ? val : this.entries[this.entries.length - 1][1];
    this.entries.push([val, Math.min(val, below)]);
  }

  pop() {
    this.entries.pop();
  }

  top() {
    return this.entries[this.entries.length - 1][0];
  }

  getMin() {
    return this.entries[this.entries.length - 1][1];
  }
}
