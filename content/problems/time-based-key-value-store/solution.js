class TimeMap {
  constructor() {
    // key -> { times, values }, both in increasing time order because set timestamps only grow.
    this.history = new Map();
  }

  set(key, value, timestamp) {
    if (!this.history.has(key)) this.history.set(key, { times: [], values: [] });
    const record = this.history.get(key);
    record.times.push(timestamp);
    record.values.push(value);
  }

  get(key, timestamp) {
    const record = this.history.get(key);
    if (record === undefined) return "";
    // Find the first time greater than timestamp; the answer sits just before it.
    let low = 0;
    let high = record.times.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (record.times[middle] <= timestamp) low = middle + 1;
      else high = middle;
    }
    return low === 0 ? "" : record.values[low - 1];
  }
}
