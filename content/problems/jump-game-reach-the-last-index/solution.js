function canJump(nums) {
  let farthest = 0; // the farthest index reachable so far
  for (let i = 0; i < nums.length; i++) {
    if (i > farthest) return false;
    farthest = Math.max(farthest, i + nums[i]);
  }
  return true;
}
