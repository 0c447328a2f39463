function productExceptSelf(nums) {
  const n = nums.length;
  const answer = new Array(n);
  let left = 1;
  for (let i = 0; i < n; i++) {
    answer[i] = left;
    left *= nums[i];
  }
  let right = 1;
  for (let i = n - 1; i >= 0; i--) {
    answer[i] = answer[i] * right + 0; // + 0 turns -0 into 0
    right *= nums[i];
  }
  return answer;
}
