function rob(nums) {
  // Best total from nums[lo..hi] without taking two neighbours.
  const bestInLine = (lo, hi) => {
    let take = 0;
    let skip = 0;
    for (let i = lo; i <= hi; i++) {
      [take, skip] = [skip + nums[i], Math.max(take, skip)];
    }
    return Math.max(take, skip);
  };
  const n = nums.length;
  if (n === 1) return nums[0];
  // The first and last houses are neighbours: leave out one of them.
  return Math.max(bestInLine(0, n - 2), bestInLine(1, n - 1));
}
