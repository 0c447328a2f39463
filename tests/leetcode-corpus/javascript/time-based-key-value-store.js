class TimeMap {
  constructor() {
    this.store = new Map(); // key -> [[timestamp, value], ...] in increasing timestamp
  }

  /**
   * @param {string} key
   * @param {string} value
   * @param {number} timestamp
   * @return {void}
   */
  set(key, value, timestamp) {
    if (!this.store.has(key)) this.store.set(key, []);
    this.store.get(key).push([timestamp, value]);
  }

  /**
   * @param {string} key
   * @param {number} timestamp
   * @return {string}
   */
  get(key, timestamp) {
    const list = this.store.get(key);
    if (!list) return "";
    let lo = 0, hi = list.length - 1, ans = "";
    while (lo <= hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (list[mid][0] <= timestamp) {
        ans = list[mid][1];
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return ans;
  }
}
