function maxCoins(nums) {
  const values = [1, ...nums, 1];
  const n = values.length;
  // best[left][right]: most coins from the balloons strictly between left and right.
  const best = Array.from({ length: n }, () => new Array(n).fill(0));
  for (let width = 2; width < n; width++) {
    for (let left = 0; left + width < n; left++) {
      const right = left + width;
      // Try every balloon k as the last one popped between left and right.
      for (let k = left + 1; k < right; k++) {
        const coins = best[left][k] + values[left] * values[k] * values[right] + best[k][right];
        if (coins > best[left][right]) best[left][right] = coins;
      }
    }
  }
  return best[0][n - 1];
}
