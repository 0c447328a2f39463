function twoSum(nums, target) {
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    const partner = seen.get(target - nums[i]);
    if (partner !== undefined) return [partner, i];
    seen.set(nums[i], i);
  }
  return [];
}
