function singleNumber(nums) {
  // x ^ x === 0 and x ^ 0 === x, so every pair cancels out and the lone value remains.
  let result = 0;
  for (const x of nums) result ^= x;
  return result;
}
