function missingNumber(nums) {
  // XOR every index 0..n and every value: each present number cancels with its index.
  let result = nums.length;
  for (let i = 0; i < nums.length; i++) result ^= i ^ nums[i];
  return result;
}
