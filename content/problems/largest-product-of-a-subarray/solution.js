function maxProduct(nums) {
  // Track the largest and the smallest product of a subarray ending here:
  // a negative number turns the smallest into the largest.
  let best = nums[0];
  let high = nums[0];
  let low = nums[0];
  for (let i = 1; i < nums.length; i++) {
    const x = nums[i];
    const candidates = [x, high * x, low * x];
    high = Math.max(...candidates);
    low = Math.min(...candidates);
    best = Math.max(best, high);
  }
  return best;
}
