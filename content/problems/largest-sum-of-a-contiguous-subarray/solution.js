function maxSubArray(nums) {
  let best = nums[0];
  let endingHere = nums[0]; // the best sum of a block that ends at the current element
  for (let i = 1; i < nums.length; i++) {
    endingHere = Math.max(nums[i], endingHere + nums[i]);
    best = Math.max(best, endingHere);
  }
  return best;
}
