function minSubArrayLen(target, nums) {
  let best = Number.POSITIVE_INFINITY;
  let sum = 0;
  let left = 0;
  for (let right = 0; right < nums.length; right++) {
    sum += nums[right];
    while (sum >= target) {
      best = Math.min(best, right - left + 1);
      sum -= nums[left];
      left++;
    }
  }
  return best === Number.POSITIVE_INFINITY ? 0 : best;
}
