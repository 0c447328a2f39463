function canPartition(nums) {
  const total = nums.reduce((sum, x) => sum + x, 0);
  if (total % 2 !== 0) return false;
  const half = total / 2;
  // reachable[s]: some subset of the numbers seen so far sums to s.
  const reachable = new Array(half + 1).fill(false);
  reachable[0] = true;
  for (const x of nums) {
    for (let s = half; s >= x; s--) {
      if (reachable[s - x]) reachable[s] = true;
    }
  }
  return reachable[half];
}
