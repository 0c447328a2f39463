function findTargetSumWays(nums, target) {
  // The numbers given a "+" form a subset P with sum(P) - (total - sum(P)) = target,
  // so sum(P) = (total + target) / 2: count the subsets with that sum.
  const total = nums.reduce((sum, x) => sum + x, 0);
  if (Math.abs(target) > total || (total + target) % 2 !== 0) return 0;
  const goal = (total + target) / 2;
  const ways = new Array(goal + 1).fill(0);
  ways[0] = 1;
  for (const x of nums) {
    for (let s = goal; s >= x; s--) ways[s] += ways[s - x];
  }
  return ways[goal];
}
