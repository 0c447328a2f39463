class SnapshotArray {
  constructor(length) {
    // history[i]: [snapId, value] pairs in increasing snapId order; position i starts as 0 at snapshot 0.
    this.history = Array.from({ length }, () => [[0, 0]]);
    this.snapId = 0;
  }

  set(index, val) {
    const changes = this.history[index];
    const last = changes[changes.length - 1];
    if (last[0] === this.snapId) last[1] = val;
    else changes.push([this.snapId, val]);
  }

  snap() {
    return this.snapId++;
  }

  get(index, snapId) {
    const changes = this.history[index];
    // Last change made at or before snapId.
    let low = 0;
    let high = changes.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (changes[middle][0] <= snapId) low = middle;
      else high = middle - 1;
    }
    return changes[low][1];
  }
}
